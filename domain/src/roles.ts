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

/**
 * The permissions each role starts with (the `roles` table is seeded from this list). Signing the
 * monthly close is the Responsable Técnico's alone: the law names one person for it, so
 * Administración can see the close but not sign it.
 */
export const ROLE_PERMISSIONS: Record<RoleKey, readonly Permission[]> = {
  administracion: PERMISSIONS.filter((p) => p !== 'close.sign' && p !== 'storefront.use'),
  responsable_tecnico: ['close.view', 'close.sign', 'reports.view', 'plants.manage', 'members.view'],
  tesoreria: ['expenses.manage', 'bills.manage', 'close.view', 'reports.view'],
  cultivo: ['plants.manage', 'work.manage', 'tasks.manage', 'stock.manage'],
  dispensa: ['orders.view', 'orders.dispense', 'members.view'],
  socio: ['storefront.use'],
};

/** The permissions of a set of roles held together. */
export function permissionsOf(roles: readonly RoleKey[]): Set<Permission> {
  return new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
}

/** Whether any of the permissions opens the back office (the admin shell, the second-factor rule). */
export function hasBackOffice(permissions: Iterable<Permission>): boolean {
  for (const permission of permissions) if (isBackOffice(permission)) return true;
  return false;
}

/**
 * The roles of an account registered before roles were data: an admin ran the club and could
 * reserve like anyone (the storefront let them), a member was a socio.
 */
export function rolesOfLegacyRole(role: 'admin' | 'member'): RoleKey[] {
  return role === 'admin' ? ['administracion', 'socio'] : ['socio'];
}

/** Roles in their fixed order, without repeats. */
export function sortedRoles(roles: Iterable<RoleKey>): RoleKey[] {
  const held = new Set(roles);
  return ROLES.filter((role) => held.has(role));
}
