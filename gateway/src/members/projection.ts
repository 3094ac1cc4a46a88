import type { MemberState } from './decide.ts';
import {
  MEMBER_DEACTIVATED,
  MEMBER_REACTIVATED,
  MEMBER_REGISTERED,
  MEMBER_UPDATED,
  type MemberEvent,
  TRIMMER_FLAG_SET,
} from './events.ts';

// The `members` row (all but the password hash, which never enters the log) as a plain function
// of the member's events: the live write and a rebuild from the log run this same code.

export function evolveMember(state: MemberState | undefined, event: MemberEvent): MemberState | undefined {
  switch (event.type) {
    case MEMBER_REGISTERED: {
      const { memberId, name, lastName, mail, role, trimmer } = event.payload;
      return { id: memberId, name, lastName, mail, role, trimmer, active: true };
    }
    case MEMBER_UPDATED: {
      if (!state) return state;
      const { name, lastName, mail } = event.payload;
      return { ...state, name, lastName, mail };
    }
    case TRIMMER_FLAG_SET:
      return state && { ...state, trimmer: event.payload.trimmer };
    case MEMBER_DEACTIVATED:
      return state && { ...state, active: false };
    case MEMBER_REACTIVATED:
      return state && { ...state, active: true };
    default:
      // PasswordReset changes only the hash.
      return state;
  }
}
