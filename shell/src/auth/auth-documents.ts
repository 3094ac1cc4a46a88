import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SessionData {
  me: { id: number; name: string; lastName: string; mail: string; isAdmin: boolean } | null;
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
    }
    adminCheck {
      msg
    }
  }
`;

export interface LoginAnswer {
  ok: boolean;
  msg: string;
  error: string | null;
  authToken: string | null;
}

export const LOGIN_MUTATION: TypedDocumentNode<
  { login: LoginAnswer | null },
  { mail: string; password: string }
> = gql`
  mutation Login($mail: String!, $password: String!) {
    login(mail: $mail, password: $password) {
      ok
      msg
      error
      authToken
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
