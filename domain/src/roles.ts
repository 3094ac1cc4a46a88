// What a person may do in the club's app is a set of permissions; a role is a named set of them,
// and a person holds one role or several. These are the roles a club starts with (the `roles`
// table holds them as data, so a club can change a role's permissions without a release).

export const PERMISSIONS = [
  /** The storefront: reserve grams, see and cancel one's own orders. */
  'storefront.use',
  'members.view',
  'members.manage',
  'members.forget',
  'roles.manage',
  'applications.manage',
  'orders.view',
  'orders.dispense',
  'orders.manage',
  'stock.manage',
  'expenses.manage',
  'bills.manage',
  'plants.manage',
  'work.manage',
  'tasks.manage',
  'close.view',
  'close.sign',
  'reports.view',
  'settings.manage',
  'security.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = [
  'administracion',
  'responsable_tecnico',
  'tesoreria',
  'cultivo',
  'dispensa',
  'socio',
] as const;
export type RoleKey = (typeof ROLES)[number];

export const ROLE_LABELS: Record<RoleKey, string> = {
  administracion: 'Administración',
  responsable_tecnico: 'Responsable Técnico',
  tesoreria: 'Tesorería',
  cultivo: 'Cultivo',
  dispensa: 'Dispensa',
  socio: 'Socio',
};

export function isRoleKey(value: unknown): value is RoleKey {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

/** Any permission but the storefront's is back office: its holders need a second factor when the club asks. */
export function isBackOffice(permission: Permission): boolean {
  return permission !== 'storefront.use';
}
