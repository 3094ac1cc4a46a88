import { gql, type TypedDocumentNode } from '@apollo/client';

// The members administration's GraphQL documents (admin scope; gateway/src/members/graphql.ts).

export interface Member {
  __typename?: 'Member';
  id: number;
  name: string;
  lastName: string;
  mail: string;
  role: string;
  active: boolean;
  trimmer: boolean;
  since: string;
  gramsMonth: number;
  gramsYear: number;
}

export interface MemberResult {
  ok: boolean;
  code: string | null;
  error: string | null;
  /** 'name', 'lastName', 'mail' or 'password'. */
  field: string | null;
  password: string | null;
  member: Member | null;
}

// Templates stay free of ${...}: the build precompiles only those (scripts/web/gql-loader.mjs).

export const SOCIOS_QUERY: TypedDocumentNode<
  {
    members: Member[];
    memberLimit: { active: number; max: number; monthlyGrams: number; yearlyGrams: number };
  },
  { search: string | null }
> = gql`
  query SociosList($search: String) {
    members(search: $search) {
      id
      name
      lastName
      mail
      role
      active
      trimmer
      since
      gramsMonth
      gramsYear
    }
    memberLimit {
      active
      max
      monthlyGrams
      yearlyGrams
    }
  }
`;

export interface MemberMonth {
  month: string;
  label: string;
  grams: number;
  orders: number;
  orderGrams: number;
  orderTotal: number;
  bills: number;
  billGrams: number;
  billTotal: number;
}

export interface MemberActivity {
  kind: string;
  id: string;
  date: string;
  time: string | null;
  grams: number;
  total: number;
  status: string;
  counted: boolean;
  lines: Array<{ species: string; grams: number }>;
}

export interface MemberHistoryEntry {
  position: number;
  type: string;
  date: string;
  time: string;
  who: string;
  description: string;
}

export interface MemberPageData {
  memberPage: {
    member: Member;
    grams: { month: string; usedMonth: number; limitMonth: number; usedYear: number; limitYear: number };
    months: MemberMonth[];
    activity: MemberActivity[];
    history: MemberHistoryEntry[];
  } | null;
}

export const SOCIO_PAGE_QUERY: TypedDocumentNode<MemberPageData, { id: number }> = gql`
  query SocioPage($id: Int!) {
    memberPage(id: $id) {
      member {
        id
        name
        lastName
        mail
        role
        active
        trimmer
        since
        gramsMonth
        gramsYear
      }
      grams {
        month
        usedMonth
        limitMonth
        usedYear
        limitYear
      }
      months {
        month
        label
        grams
        orders
        orderGrams
        orderTotal
        bills
        billGrams
        billTotal
      }
      activity {
        kind
        id
        date
        time
        grams
        total
        status
        counted
        lines {
          species
          grams
        }
      }
      history {
        position
        type
        date
        time
        who
        description
      }
    }
  }
`;

export const CREATE_MEMBER: TypedDocumentNode<
  { createMember: MemberResult },
  { input: { name: string; lastName: string; mail: string; password: string | null } }
> = gql`
  mutation CreateMember($input: CreateMemberInput!) {
    createMember(input: $input) {
      ok
      code
      error
      field
      password
      member {
        id
        name
        lastName
        mail
        role
        active
        trimmer
        since
        gramsMonth
        gramsYear
      }
    }
  }
`;

export const UPDATE_MEMBER: TypedDocumentNode<
  { updateMember: MemberResult },
  { id: number; input: { name: string; lastName: string; mail: string } }
> = gql`
  mutation UpdateMember($id: Int!, $input: UpdateMemberInput!) {
    updateMember(id: $id, input: $input) {
      ok
      code
      error
      field
      password
      member {
        id
        name
        lastName
        mail
        role
        active
        trimmer
        since
        gramsMonth
        gramsYear
      }
    }
  }
`;

export const SET_TRIMMER: TypedDocumentNode<
  { setMemberTrimmer: MemberResult },
  { id: number; trimmer: boolean }
> = gql`
  mutation SetMemberTrimmer($id: Int!, $trimmer: Boolean!) {
    setMemberTrimmer(id: $id, trimmer: $trimmer) {
      ok
      code
      error
      field
      password
      member {
        id
        name
        lastName
        mail
        role
        active
        trimmer
        since
        gramsMonth
        gramsYear
      }
    }
  }
`;

export const DEACTIVATE_MEMBER: TypedDocumentNode<{ deactivateMember: MemberResult }, { id: number }> = gql`
  mutation DeactivateMember($id: Int!) {
    deactivateMember(id: $id) {
      ok
      code
      error
      field
      password
      member {
        id
        name
        lastName
        mail
        role
        active
        trimmer
        since
        gramsMonth
        gramsYear
      }
    }
  }
`;

export const REACTIVATE_MEMBER: TypedDocumentNode<{ reactivateMember: MemberResult }, { id: number }> = gql`
  mutation ReactivateMember($id: Int!) {
    reactivateMember(id: $id) {
      ok
      code
      error
      field
      password
      member {
        id
        name
        lastName
        mail
        role
        active
        trimmer
        since
        gramsMonth
        gramsYear
      }
    }
  }
`;

export const RESET_PASSWORD: TypedDocumentNode<
  { resetMemberPassword: MemberResult },
  { id: number; password: string | null }
> = gql`
  mutation ResetMemberPassword($id: Int!, $password: String) {
    resetMemberPassword(id: $id, password: $password) {
      ok
      code
      error
      field
      password
      member {
        id
        name
        lastName
        mail
        role
        active
        trimmer
        since
        gramsMonth
        gramsYear
      }
    }
  }
`;

export interface SecurityLogEntry {
  id: number;
  at: string;
  action: string;
  label: string;
  ip: string;
  browser: string;
}

export interface MemberSecurity {
  lockedUntil: string | null;
  temporaryPasswordUntil: string | null;
  twoFactor: { enrolled: boolean; recoveryCodesLeft: number };
  log: SecurityLogEntry[];
}

export const MEMBER_SECURITY_QUERY: TypedDocumentNode<
  { memberSecurity: MemberSecurity | null },
  { id: number }
> = gql`
  query MemberSecurity($id: Int!) {
    memberSecurity(id: $id) {
      lockedUntil
      temporaryPasswordUntil
      twoFactor {
        enrolled
        recoveryCodesLeft
      }
      log {
        id
        at
        action
        label
        ip
        browser
      }
    }
  }
`;

export const REMOVE_TWO_FACTOR_MUTATION: TypedDocumentNode<
  { removeMemberTwoFactor: { ok: boolean; error: string | null } },
  { id: number }
> = gql`
  mutation RemoveMemberTwoFactor($id: Int!) {
    removeMemberTwoFactor(id: $id) {
      ok
      error
    }
  }
`;
