import type { Database } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { type LeaveReason, type LeavingProblem, leavingSchema } from '@club/domain/member-leaving';
import { memberTexts } from '@club/domain/member-texts';
import { checkRules } from '@club/domain/rule-schema';
import { liveTokens, revokeTokens } from '../auth/public.ts';
import type { Decider } from '../kernel/commands/decider.ts';
import {
  alreadyLeft,
  forgotten,
  type MemberRefusal,
  type MembersState,
  membersFold,
  refuse,
  unknownMember,
} from './decide.ts';
import { MEMBER_LEFT, type MemberEvent } from './events.ts';
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

export interface RecordLeaving {
  id: number;
  adminId: number;
  /** As typed: YYYY-MM-DD, and a code of LEAVE_REASONS. */
  leftOn: string;
  reason: string;
  /** The day the member joined and today, YYYY-MM-DD (Montevideo). */
  joinedOn: string;
  today: string;
  /** The member's sessions open now: the event records how many closed. */
  liveTokens: number;
}

/**
 * The member leaves the club (baja) on a day between their joining and today, for a listed
 * reason: from then on no sign-in and no order, and no reactivation (a new membership is a new
 * application). A deactivated member may still leave; one who left cannot leave again.
 */
export const recordLeavingDecider: Decider<RecordLeaving, MembersState, MemberEvent, MemberRefusal> = {
  ...membersFold,
  decide(command, state) {
    const member = state.members.get(command.id);
    if (!member) return refuse(unknownMember(command.id));
    if (member.forgotten) return refuse(forgotten());
    if (member.leftOn !== null) return refuse(alreadyLeft(member.leftOn));
    if (member.id === command.adminId) {
      return refuse({ code: 'BAJA_PROPIA', message: memberTexts.cannotDeactivateSelf });
    }
    const checked = checkRules<ReturnType<typeof leavingSchema>, LeavingProblem['code']>(
      leavingSchema(command.joinedOn, command.today),
      { leftOn: command.leftOn, reason: command.reason },
    );
    if (!checked.ok) {
      const { code, message, field } = checked.problem;
      return refuse({ code, message, ...(field === 'leftOn' || field === 'reason' ? { field } : {}) });
    }
    return {
      ok: true,
      events: [
        {
          type: MEMBER_LEFT,
          payload: {
            memberId: member.id,
            leftOn: checked.value.leftOn.trim(),
            reason: checked.value.reason as LeaveReason,
            tokensRevoked: command.liveTokens,
          },
        },
      ],
    };
  },
};
