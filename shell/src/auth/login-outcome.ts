import { genericTexts, loginTexts } from '@club/domain/account-texts';
import type { ChangePasswordAnswer, LoginAnswer } from './auth-documents.ts';

export type Outcome<Success> = ({ kind: 'success' } & Success) | { kind: 'refused'; message: string };

export type LoginOutcome =
  | Outcome<{ token: string; mustChangePassword: boolean }>
  /** An admin with a second factor: the password was right, the code comes next. */
  | { kind: 'code-required'; challenge: string; message: string };

/**
 * Only an explicit success signs in: `ok` true with a token. Anything else (including the
 * original client's "any other answer") is a refusal with the gateway's Spanish text.
 */
export function loginOutcome(answer: LoginAnswer | null | undefined): LoginOutcome {
  if (answer?.ok === true && typeof answer.authToken === 'string' && answer.authToken !== '') {
    return {
      kind: 'success',
      token: answer.authToken,
      mustChangePassword: answer.mustChangePassword === true,
    };
  }
  if (answer?.code === 'CODE_REQUIRED' && answer.twoFactorChallenge) {
    return { kind: 'code-required', challenge: answer.twoFactorChallenge, message: answer.error ?? '' };
  }
  if (answer?.error) return { kind: 'refused', message: answer.error };
  if (answer?.msg === 'Invalid Mail') return { kind: 'refused', message: loginTexts.invalidMail };
  if (answer?.msg === 'Invalid Mail or Password') {
    return { kind: 'refused', message: loginTexts.invalidMailOrPassword };
  }
  return { kind: 'refused', message: genericTexts.serverError };
}

export function changePasswordOutcome(answer: ChangePasswordAnswer | null | undefined): Outcome<object> {
  if (answer?.ok === true) return { kind: 'success' };
  return { kind: 'refused', message: answer?.error || genericTexts.badRequest };
}
