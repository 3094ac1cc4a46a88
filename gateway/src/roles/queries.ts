import type { Sql } from '@club/db/connection';
import { isPermission, isRoleKey, type Permission, type RoleKey, sortedRoles } from '@club/domain/roles';
import type { RolesState } from './decide.ts';

export interface RoleDefinition {
  key: RoleKey;
  label: string;
  permissions: Permission[];
}

/** The club's roles as the `roles` table holds them, in ROLES order. */
export async function listRoles(sql: Sql): Promise<RoleDefinition[]> {
  const { rows } = await sql.query<{ key: string; label: string; permissions: string }>(
    `select key, label, array_to_string(permissions, ',') as permissions from roles`,
  );
  const byKey = new Map(rows.filter((row) => isRoleKey(row.key)).map((row) => [row.key as RoleKey, row]));
  return sortedRoles(byKey.keys()).map((key) => {
    const row = byKey.get(key);
    return {
      key,
      label: row?.label ?? key,
      permissions: (row?.permissions ?? '').split(',').filter(isPermission),
    };
  });
}

/** The roles a member holds, in ROLES order; null for no such member. */
export async function memberRoles(sql: Sql, memberId: number): Promise<RoleKey[] | null> {
  const { rows } = await sql.query<{ role: string | null }>(
    `select mr.role from members m left join member_roles mr on mr.member_id = m.id where m.id = $1`,
    [memberId],
  );
  if (rows.length === 0) return null;
  return sortedRoles(rows.map((row) => row.role).filter(isRoleKey));
}

/** Every account, active or not, with its roles: what the role rules decide on. */
export async function rolesState(sql: Sql): Promise<RolesState> {
  const { rows } = await sql.query<{ id: number; active: boolean; roles: string | null }>(
    `select m.id, m.active, (select string_agg(mr.role, ',') from member_roles mr where mr.member_id = m.id) as roles
       from members m`,
  );
  return {
    members: new Map(
      rows.map((row) => [
        Number(row.id),
        { active: row.active, roles: sortedRoles((row.roles ?? '').split(',').filter(isRoleKey)) },
      ]),
    ),
  };
}
