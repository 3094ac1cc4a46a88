import type { Database } from '@club/db/connection';
import { streamVersion } from '@club/db/event-store';
import type { RoleKey } from '@club/domain/roles';
import { lockAdministracion } from '../kernel/access/roles-held.ts';
import { memberActor } from '../kernel/commands/actors.ts';
import { runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { setMemberRolesDecider } from './decide.ts';
import { memberRolesStream } from './events.ts';
import { memberRoles, rolesState } from './queries.ts';

export type SetRolesOutcome = { ok: true; roles: RoleKey[] } | { ok: false; error: Refusal };

/**
 * Sets the roles a person holds (`MemberRolesChanged` on `member-roles-<id>`). Under the
 * Administración lock, so two changes at once cannot each leave the other as the last one.
 */
export async function setMemberRoles(
  db: Database,
  actorId: number,
  memberId: number,
  roles: unknown,
): Promise<SetRolesOutcome> {
  const outcome = await runCommand(db, {
    actor: memberActor(actorId),
    lock: lockAdministracion,
    async load(tx) {
      const stream = memberRolesStream(memberId);
      return { state: await rolesState(tx), stream, version: await streamVersion(tx, stream) };
    },
    decide: (state) => setMemberRolesDecider.decide({ memberId, roles }, state),
    project: async (tx) => (await memberRoles(tx, memberId)) ?? [],
  });
  return outcome.ok ? { ok: true, roles: outcome.value } : outcome;
}
