export {
  createMember,
  deactivateMember,
  editMember,
  firstAdminRegistration,
  MEMBER_LOCK_NAMESPACE,
  reactivateMember,
  registerMemberAs,
  resetMemberPassword,
} from './commands.ts';
export { unknownMember } from './decide.ts';
export type { MemberEvent } from './events.ts';
export { memberStream } from './events.ts';
export { recordMemberLeaving } from './leaving.ts';
export type { MemberState } from './projection.ts';
export { evolveMember, findMemberState, membersProjection } from './projection.ts';
export { clubSize, listMembers, memberPage } from './queries.ts';
