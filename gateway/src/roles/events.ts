import type { RoleKey } from '@club/domain/roles';

// A person's roles (stream `member-roles-<id>`), set by whoever holds roles.manage. Accounts
// registered before roles were data hold the roles their `MemberRegistered.role` and
// `TechnicalLeadSet` imply (projection.ts reads the member stream for them).

export const MEMBER_ROLES_CHANGED = 'MemberRolesChanged';

/** The roles the member holds from now on, and those held before (both in ROLES order). */
export interface MemberRolesChanged {
  memberId: number;
  roles: RoleKey[];
  previous: RoleKey[];
}

export type RolesEvent = { type: typeof MEMBER_ROLES_CHANGED; payload: MemberRolesChanged };

export function memberRolesStream(memberId: number): string {
  return `member-roles-${memberId}`;
}

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    'member-roles': RolesEvent;
  }
}
