export {
  createMember,
  deactivateMember,
  editMember,
  firstAdminRegistration,
  MEMBER_LOCK_NAMESPACE,
  newPersonal,
  reactivateMember,
  registerInTransaction,
  registerMemberAs,
  resetMemberPassword,
} from './commands.ts';
export { unknownMember } from './decide.ts';
export type { MemberEvent, MemberPersonal } from './events.ts';
export { memberStream } from './events.ts';
export { generatePassword } from './generated-password.ts';
export { recordMemberLeaving } from './leaving.ts';
export { lockClubSize, setTemporaryPassword } from './member-write-path.ts';
export type { MemberState } from './projection.ts';
export { evolveMember, findMemberState, membersProjection } from './projection.ts';
export { clubSize, listMembers, memberPage } from './queries.ts';
