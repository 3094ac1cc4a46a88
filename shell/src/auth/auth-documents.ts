// The documents of the sign-in, password and second-factor screens, which the shell loads lazily;
// the session query every first view runs is in session-documents.ts.
import { graphql } from '@club/web-kit/graphql/gql';
import type {
  ChangePasswordMutation,
  LoginMutation,
  LoginResultFieldsFragment,
  StartTwoFactorEnrolmentMutation,
} from '@club/web-kit/graphql/graphql';

/** The answer of either sign-in step; only the password step can ask for a code. */
export type LoginAnswer = LoginResultFieldsFragment &
  Partial<Pick<LoginMutation['login'], 'twoFactorChallenge'>>;
export const LOGIN_RESULT_FRAGMENT = graphql(`
  fragment LoginResultFields on LoginResult { ok msg code error authToken mustChangePassword }
`);

export const LOGIN_MUTATION = graphql(`
  mutation Login($mail: String!, $password: String!) {
    login(mail: $mail, password: $password) { ...LoginResultFields twoFactorChallenge }
  }
`);

export const LOGIN_WITH_CODE_MUTATION = graphql(`
  mutation LoginWithCode($challenge: String!, $code: String!) {
    loginWithCode(challenge: $challenge, code: $code) { ...LoginResultFields }
  }
`);

export const LOGOUT_MUTATION = graphql(`mutation Logout { logout }`);

export type ChangePasswordAnswer = ChangePasswordMutation['changePassword'];
export const CHANGE_PASSWORD_MUTATION = graphql(`
  mutation ChangePassword($oldPass: String!, $newPass: String!, $repPass: String!) {
    changePassword(oldPass: $oldPass, newPass: $newPass, repPass: $repPass) { ok msg error }
  }
`);

export const TWO_FACTOR_STATUS_QUERY = graphql(`
  query TwoFactorStatus {
    me {
      id isAdmin
      twoFactor { enrolled enrolledAt recoveryCodesLeft }
    }
  }
`);

export type EnrolmentAnswer = StartTwoFactorEnrolmentMutation['startTwoFactorEnrolment'];
export const START_TWO_FACTOR_MUTATION = graphql(`
  mutation StartTwoFactorEnrolment {
    startTwoFactorEnrolment { ok error secret qrSvg }
  }
`);

export const CONFIRM_TWO_FACTOR_MUTATION = graphql(`
  mutation ConfirmTwoFactorEnrolment($code: String!) {
    confirmTwoFactorEnrolment(code: $code) { ok error recoveryCodes authToken }
  }
`);
