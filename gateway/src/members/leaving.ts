import type { Database } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { liveTokens, revokeTokens } from '../auth/public.ts';
import { recordLeavingDecider } from './decide.ts';
import { change, type Deps, type MemberOutcome } from './member-write-path.ts';

/**
 * The member leaves the club on `leftOn` for `reason` (a code of LEAVE_REASONS): login refused
 * and every token revoked in the same transaction, as a deactivation, but final.
 */
export function recordMemberLeaving(
  db: Database,
  adminId: number,
  id: number,
  input: { leftOn: string; reason: string },
  deps: Deps,
): Promise<MemberOutcome> {
  return change(db, adminId, id, {
    now: deps.now,
    prepare: async (tx, member) => {
      const joined = member?.joinedOn ?? clubNow(deps.now).date;
      return {
        command: {
          id,
          adminId,
          leftOn: input.leftOn,
          reason: input.reason,
          joinedOn: joined,
          today: clubNow(deps.now).date,
          liveTokens: member ? await liveTokens(tx, member.state.id) : 0,
        },
      };
    },
    decider: recordLeavingDecider,
    afterWrite: (tx, member) => revokeTokens(tx, member.id, null, { adminId, origin: deps.origin }),
  });
}
