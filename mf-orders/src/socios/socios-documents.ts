import { graphql } from '@club/web-kit/graphql/gql';
import type {
  MemberFieldsFragment,
  MemberResultFieldsFragment,
  MemberSecurityQuery,
  SocioPageQuery,
} from '@club/web-kit/graphql/graphql';

// The members administration's GraphQL documents (admin scope; gateway/src/members/graphql.ts).

export type Member = MemberFieldsFragment;
export const MEMBER_FIELDS_FRAGMENT = graphql(`
  fragment MemberFields on Member {
    id name lastName mail
    role active trimmer technicalLead since gramsMonth gramsYear
    cedula birthDate residency phone irccaRegisteredOn leftOn leaveReason
  }
`);

/** `field` is 'name', 'lastName', 'mail', 'password', an identity field, 'leftOn' or 'reason'. */
export type MemberResult = MemberResultFieldsFragment;
// Every member mutation answers the same result: the member as it is now, or a refusal.
export const MEMBER_RESULT_FRAGMENT = graphql(`
  fragment MemberResultFields on MemberResult {
    ok code error field password
    member { ...MemberFields }
  }
`);

export const SOCIOS_QUERY = graphql(`
  query SociosList($search: String) {
    members(search: $search) { ...MemberFields }
    memberLimit { active max monthlyGrams yearlyGrams }
  }
`);

type MemberPage = NonNullable<SocioPageQuery['memberPage']>;
export type MemberMonth = MemberPage['months'][number];
export type MemberActivity = MemberPage['activity'][number];
export type MemberHistoryEntry = MemberPage['history'][number];
export const SOCIO_PAGE_QUERY = graphql(`
  query SocioPage($id: Int!) {
    memberPage(id: $id) {
      member { ...MemberFields }
      grams { month usedMonth limitMonth usedYear limitYear }
      months { month label grams orders orderGrams orderTotal bills billGrams billTotal }
      activity {
        kind id date time grams total status counted
        lines { species grams }
      }
      history { position type date time who description }
    }
  }
`);

export const CREATE_MEMBER = graphql(`
  mutation CreateMember($input: CreateMemberInput!) {
    createMember(input: $input) { ...MemberResultFields }
  }
`);

export const UPDATE_MEMBER = graphql(`
  mutation UpdateMember($id: Int!, $input: UpdateMemberInput!) {
    updateMember(id: $id, input: $input) { ...MemberResultFields }
  }
`);

/** The roles a person holds (gateway/src/roles/graphql.ts). */
export const MEMBER_ROLES_QUERY = graphql(`
  query MemberRoles($memberId: Int!) {
    memberRoles(memberId: $memberId)
  }
`);

export const SET_MEMBER_ROLES = graphql(`
  mutation SetMemberRoles($memberId: Int!, $roles: [String!]!) {
    setMemberRoles(memberId: $memberId, roles: $roles) { ok code error roles }
  }
`);

export const SET_TRIMMER = graphql(`
  mutation SetMemberTrimmer($id: Int!, $trimmer: Boolean!) {
    setMemberTrimmer(id: $id, trimmer: $trimmer) { ...MemberResultFields }
  }
`);

export const DEACTIVATE_MEMBER = graphql(`
  mutation DeactivateMember($id: Int!) {
    deactivateMember(id: $id) { ...MemberResultFields }
  }
`);

export const REACTIVATE_MEMBER = graphql(`
  mutation ReactivateMember($id: Int!) {
    reactivateMember(id: $id) { ...MemberResultFields }
  }
`);

/** Baja: the member leaves the club on a day for a listed reason (final, unlike deactivating). */
export const RECORD_MEMBER_LEAVING = graphql(`
  mutation RecordMemberLeaving($id: Int!, $leftOn: String!, $reason: String!) {
    recordMemberLeaving(id: $id, leftOn: $leftOn, reason: $reason) { ...MemberResultFields }
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation ResetMemberPassword($id: Int!, $password: String) {
    resetMemberPassword(id: $id, password: $password) { ...MemberResultFields }
  }
`);

export type MemberSecurity = NonNullable<MemberSecurityQuery['memberSecurity']>;
export type SecurityLogEntry = MemberSecurity['log'][number];
export const MEMBER_SECURITY_QUERY = graphql(`
  query MemberSecurity($id: Int!) {
    memberSecurity(id: $id) {
      lockedUntil temporaryPasswordUntil
      twoFactor { enrolled recoveryCodesLeft }
      log { id at action label ip browser }
    }
  }
`);

export const REMOVE_TWO_FACTOR_MUTATION = graphql(`
  mutation RemoveMemberTwoFactor($id: Int!) {
    removeMemberTwoFactor(id: $id) { ok error }
  }
`);
