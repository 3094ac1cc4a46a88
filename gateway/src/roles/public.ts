export { setMemberRoles } from './commands.ts';
export { setMemberRolesDecider } from './decide.ts';
export type { RolesEvent } from './events.ts';
export { memberRolesStream } from './events.ts';
export { memberRolesProjection } from './projection.ts';
export { listRoles, memberRoles } from './queries.ts';
