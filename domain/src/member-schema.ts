import * as z from 'zod/mini';
import { fillText } from './fill-text.ts';
import { PASSWORD_MIN_LENGTH } from './limits.ts';
import {
  MAIL_MAX_LENGTH,
  MEMBER_NAME_MAX_LENGTH,
  type MemberDetails,
  type MemberField,
  type MemberProblem,
  normalizeMail,
  normalizeName,
  PASSWORD_MAX_LENGTH,
} from './member-rules.ts';
import { memberTexts } from './member-texts.ts';
import { checkRules, rule } from './rule-schema.ts';

// A member's data rules (issue 7), for the back office's member form and the gateway alike: one
// rule, one Spanish message.

type Code = MemberProblem['code'];

// Deliberately loose (one @, a dot in the domain, no spaces): the mail is a login, not a delivery
// address, and stricter patterns refuse real addresses.
const MAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const name = (code: Code, requiredMessage: string) =>
  z.string().check(
    rule<string, Code>(code, requiredMessage, (value) => normalizeName(value) !== ''),
    rule<string, Code>(
      code,
      fillText(memberTexts.nameTooLong, { max: MEMBER_NAME_MAX_LENGTH }),
      (value) => [...normalizeName(value)].length <= MEMBER_NAME_MAX_LENGTH,
    ),
  );

/** Name, last name and mail, in the form's order. */
export const memberDetailsSchema = z.object({
  name: name('NOMBRE_INVALIDO', memberTexts.nameRequired),
  lastName: name('APELLIDO_INVALIDO', memberTexts.lastNameRequired),
  mail: z.string().check(
    rule<string, Code>('MAIL_INVALIDO', memberTexts.mailRequired, (value) => normalizeMail(value) !== ''),
    rule<string, Code>('MAIL_INVALIDO', memberTexts.invalidMail, (value) => {
      const mail = normalizeMail(value);
      return mail.length <= MAIL_MAX_LENGTH && MAIL_PATTERN.test(mail);
    }),
  ),
});

const password = (blankAllowed: boolean) =>
  z.string().check(
    rule<string, Code>(
      'CONTRASENA_INVALIDA',
      memberTexts.passwordTooShort,
      (value) => (blankAllowed && value === '') || [...value].length >= PASSWORD_MIN_LENGTH,
    ),
    rule<string, Code>(
      'CONTRASENA_INVALIDA',
      fillText(memberTexts.passwordTooLong, { max: PASSWORD_MAX_LENGTH }),
      (value) => [...value].length <= PASSWORD_MAX_LENGTH,
    ),
  );

/** A password an admin chooses: at least PASSWORD_MIN_LENGTH characters, as changing one's own. */
export const memberPasswordSchema = z.object({ password: password(false) });

/** The new-member form: the details, then a password only when one is typed (else the gateway makes one). */
export const newMemberSchema = z.extend(memberDetailsSchema, { password: password(true) });

function problemOf(schema: z.ZodMiniType, input: unknown): MemberProblem | null {
  const checked = checkRules<z.ZodMiniType, Code>(schema, input);
  if (checked.ok) return null;
  const { code, message, field } = checked.problem;
  return { code, message, field: field as MemberField };
}

/** The first problem of a member's name, last name and mail, in the form's order, or null. */
export function memberDetailsProblem(details: MemberDetails): MemberProblem | null {
  return problemOf(memberDetailsSchema, details);
}

export function passwordProblem(password: string): MemberProblem | null {
  return problemOf(memberPasswordSchema, { password });
}
