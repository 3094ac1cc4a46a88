import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SessionData {
  me: {
    id: number;
    name: string;
    lastName: string;
    mail: string;
    isAdmin: boolean;
    mustChangePassword: boolean;
    needsSecondFactor: boolean;
    twoFactor: { enrolled: boolean } | null;
  } | null;
  adminCheck: { msg: string } | null;
}

export const SESSION_QUERY: TypedDocumentNode<SessionData, Record<string, never>> = gql`
  query Session {
    me {
      id
      name
      lastName
      mail
      isAdmin
      mustChangePassword
      needsSecondFactor
      twoFactor {
        enrolled
      }
    }
    adminCheck {
      msg
    }
  }
`;

export interface LoginAnswer {
  ok: boolean;
  msg: string;
  code?: string | null;
  error: string | null;
  authToken: string | null;
  mustChangePassword?: boolean;
  twoFactorChallenge?: string | null;
}

export const LOGIN_MUTATION: TypedDocumentNode<
  { login: LoginAnswer | null },
  { mail: string; password: string }
> = gql`
  mutation Login($mail: String!, $password: String!) {
    login(mail: $mail, password: $password) {
      ok
      msg
      code
      error
      authToken
      mustChangePassword
      twoFactorChallenge
    }
  }
`;

export const LOGIN_WITH_CODE_MUTATION: TypedDocumentNode<
  { loginWithCode: LoginAnswer | null },
  { challenge: string; code: string }
> = gql`
  mutation LoginWithCode($challenge: String!, $code: String!) {
    loginWithCode(challenge: $challenge, code: $code) {
      ok
      msg
      code
      error
      authToken
      mustChangePassword
    }
  }
`;

export const LOGOUT_MUTATION: TypedDocumentNode<{ logout: boolean }, Record<string, never>> = gql`
  mutation Logout {
    logout
  }
`;

export interface ChangePasswordAnswer {
  ok: boolean;
  msg: string;
  error: string | null;
}

export const CHANGE_PASSWORD_MUTATION: TypedDocumentNode<
  { changePassword: ChangePasswordAnswer | null },
  { oldPass: string; newPass: string; repPass: string }
> = gql`
  mutation ChangePassword($oldPass: String!, $newPass: String!, $repPass: String!) {
    changePassword(oldPass: $oldPass, newPass: $newPass, repPass: $repPass) {
      ok
      msg
      error
    }
  }
`;

export interface TwoFactorStatus {
  enrolled: boolean;
  enrolledAt: string | null;
  recoveryCodesLeft: number;
}

export const TWO_FACTOR_STATUS_QUERY: TypedDocumentNode<
  { me: { isAdmin: boolean; twoFactor: TwoFactorStatus | null } | null },
  Record<string, never>
> = gql`
  query TwoFactorStatus {
    me {
      id
      isAdmin
      twoFactor {
        enrolled
        enrolledAt
        recoveryCodesLeft
      }
    }
  }
`;

export interface EnrolmentAnswer {
  ok: boolean;
  error: string | null;
  secret: string | null;
  qrSvg: string | null;
}

export const START_TWO_FACTOR_MUTATION: TypedDocumentNode<
  { startTwoFactorEnrolment: EnrolmentAnswer | null },
  Record<string, never>
> = gql`
  mutation StartTwoFactorEnrolment {
    startTwoFactorEnrolment {
      ok
      error
      secret
      qrSvg
    }
  }
`;

export const CONFIRM_TWO_FACTOR_MUTATION: TypedDocumentNode<
  { confirmTwoFactorEnrolment: { ok: boolean; error: string | null; recoveryCodes: string[] | null } | null },
  { code: string }
> = gql`
  mutation ConfirmTwoFactorEnrolment($code: String!) {
    confirmTwoFactorEnrolment(code: $code) {
      ok
      error
      recoveryCodes
    }
  }
`;
