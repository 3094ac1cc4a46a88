import * as z from 'zod/mini';
import { changePasswordTexts } from './account-texts.ts';
import { PASSWORD_MIN_LENGTH } from './limits.ts';
import { crossRule } from './rule-schema.ts';

// The member's own password change (spec §3 "Password change"). Spec §5 has the change password
// screen check nothing itself: the gateway holds the new password to these rules and the screen
// shows its answer, so this schema runs on the gateway only (docs/decisions/027).

export type PasswordChangeCode = 'PASSWORD_MISMATCH' | 'PASSWORD_TOO_SHORT' | 'PASSWORD_SAME_AS_OLD';

/** Far above anything typed by hand; keeps argon2 and the database away from huge inputs. */
export const MAX_CREDENTIAL_LENGTH = 1024;

const credential = z.string().check(z.maxLength(MAX_CREDENTIAL_LENGTH));

type Change = { oldPass: string; newPass: string; repPass: string };

/**
 * Three fields of text (anything else is a bad request), then, in order: the new password typed
 * twice alike, long enough, and not the old one. Cheap checks only: the old password's hash is
 * verified after, so a typo costs no argon2.
 */
export const passwordChangeSchema = z
  .object({ oldPass: credential, newPass: credential, repPass: credential })
  .check(
    crossRule<Change, PasswordChangeCode>(
      'repPass',
      'PASSWORD_MISMATCH',
      changePasswordTexts.mismatch,
      ({ newPass, repPass }) => newPass === repPass,
    ),
    crossRule<Change, PasswordChangeCode>(
      'newPass',
      'PASSWORD_TOO_SHORT',
      changePasswordTexts.tooShort,
      ({ newPass }) => [...newPass].length >= PASSWORD_MIN_LENGTH,
    ),
    crossRule<Change, PasswordChangeCode>(
      'newPass',
      'PASSWORD_SAME_AS_OLD',
      changePasswordTexts.sameAsOld,
      ({ oldPass, newPass }) => newPass !== oldPass,
    ),
  );
