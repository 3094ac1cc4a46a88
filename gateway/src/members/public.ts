export {
  createMember,
  deactivateMember,
  editMember,
  MEMBER_LOCK_NAMESPACE,
  reactivateMember,
  resetMemberPassword,
} from './commands.ts';
export type { MemberState } from './decide.ts';
export { decideRegister, unknownMember } from './decide.ts';
export type { MemberEvent } from './events.ts';
export { memberStream } from './events.ts';
export { evolveMember, findMemberState, insertMemberRow } from './projection.ts';
export { clubSize, listMembers, memberPage } from './queries.ts';
