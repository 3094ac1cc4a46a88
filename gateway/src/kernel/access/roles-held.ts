import type { Sql } from '@club/db/connection';
import type { Permission, RoleKey } from '@club/domain/roles';

// What the `member_roles` read model and the `roles` table say about people, for the features
// whose rules depend on a role (the close's signer, the last Administración).

/** Whether the member holds `permission` through any of their roles today. */
export async function holdsPermission(sql: Sql, memberId: number, permission: Permission): Promise<boolean> {
  const { rows } = await sql.query(
    `select 1 from member_roles mr join roles r on r.key = mr.role
      where mr.member_id = $1 and $2 = any (r.permissions) limit 1`,
    [memberId, permission],
  );
  return rows.length > 0;
}

/** The active members holding `role`, by id. */
export async function activeHoldersOf(sql: Sql, role: RoleKey): Promise<number[]> {
  const { rows } = await sql.query<{ member_id: number }>(
    `select mr.member_id from member_roles mr join members m on m.id = mr.member_id
      where mr.role = $1 and m.active order by mr.member_id`,
    [role],
  );
  return rows.map((row) => Number(row.member_id));
}

/**
 * Serialises what could leave the club without an Administración (a role change, a deactivation):
 * two of them at once would each see the other still holding it.
 */
export async function lockAdministracion(tx: Sql): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, 1)', [ROLES_LOCK_NAMESPACE]);
}

/** First key of the advisory lock on who holds Administración. */
const ROLES_LOCK_NAMESPACE = 0x524f4c45; // 'ROLE'
