import type { Sql } from '@club/db/connection';
import type { RoleKey } from '@club/domain/roles';
import { defineProjection } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import { evolveRoles } from './decide.ts';

// `member_roles`: each person's roles, a plain function of their member and roles events (the
// member stream for accounts registered before roles were data: decision 044).

interface MemberRoleRow {
  memberId: number;
  role: RoleKey;
}

const MEMBER_ROLE_ROWS: RowsInsert<MemberRoleRow> = {
  columns: [
    ['member_id', 'integer', (row) => row.memberId],
    ['role', 'text', (row) => row.role],
  ],
};

const rowsOf = (roles: Map<number, RoleKey[]>): MemberRoleRow[] =>
  [...roles].flatMap(([memberId, held]) => held.map((role) => ({ memberId, role })));

export const memberRolesProjection = defineProjection({
  name: 'member_roles',
  streams: ['member', 'member-roles'],
  async project(tx: Sql, events) {
    const held = new Map<number, RoleKey[] | undefined>();
    const changed = new Set<number>();
    for (const event of events) {
      const id = event.payload.memberId;
      const before = held.has(id) ? held.get(id) : await rolesHeld(tx, id);
      // Other member facts (details, trimmer, sessions, baja) leave the roles as they are.
      const after = evolveRoles(before, event);
      held.set(id, after);
      if (after !== before) changed.add(id);
    }
    for (const id of changed) {
      await tx.query('delete from member_roles where member_id = $1', [id]);
      const roles = held.get(id);
      if (roles) await insertRows(tx, 'member_roles', MEMBER_ROLE_ROWS, rowsOf(new Map([[id, roles]])));
    }
  },
  rebuild: {
    initial: () => new Map<number, RoleKey[]>(),
    evolve(roles, event) {
      const id = event.payload.memberId;
      const next = evolveRoles(roles.get(id), event);
      if (next) roles.set(id, next);
      return roles;
    },
    tables: [{ table: 'member_roles', columns: 'member_id, role', key: "member_id || ':' || role" }],
    write: (sql, roles) => insertRows(sql, 'replay_member_roles', MEMBER_ROLE_ROWS, rowsOf(roles)),
  },
});

/** The roles a member holds now, or undefined before their registration is projected. */
async function rolesHeld(sql: Sql, memberId: number): Promise<RoleKey[] | undefined> {
  const { rows } = await sql.query<{ role: RoleKey }>('select role from member_roles where member_id = $1', [
    memberId,
  ]);
  return rows.length === 0 ? undefined : rows.map((row) => row.role);
}
