import { PASSWORD_MIN_LENGTH } from './limits.ts';
import { fillText, texts } from './texts.ts';

// Member data rules shared by the back office's forms (checks before sending) and the gateway
// (which decides again): one rule, one Spanish message.

export const MEMBER_NAME_MAX_LENGTH = 80;
export const MAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;

export type MemberField = 'name' | 'lastName' | 'mail' | 'password';

/** An input refused: a stable code, the field it concerns and the Spanish text to show. */
export interface MemberProblem {
  code: 'NOMBRE_INVALIDO' | 'APELLIDO_INVALIDO' | 'MAIL_INVALIDO' | 'CONTRASENA_INVALIDA';
  field: MemberField;
  message: string;
}

export interface MemberDetails {
  name: string;
  lastName: string;
  mail: string;
}

// Deliberately loose (one @, a dot in the domain, no spaces): the mail is a login, not a delivery
// address, and stricter patterns refuse real addresses.
const MAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A name as stored: trimmed, inner runs of spaces made one. */
export function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** A mail as stored: trimmed and lowercased (logins find it whatever its case). */
export function normalizeMail(value: string): string {
  return value.trim().toLowerCase();
}

export function nameProblem(value: string, field: 'name' | 'lastName'): MemberProblem | null {
  const code = field === 'name' ? 'NOMBRE_INVALIDO' : 'APELLIDO_INVALIDO';
  if (normalizeName(value) === '') {
    return {
      code,
      field,
      message: field === 'name' ? texts.members.nameRequired : texts.members.lastNameRequired,
    };
  }
  if ([...normalizeName(value)].length > MEMBER_NAME_MAX_LENGTH) {
    return { code, field, message: fillText(texts.members.nameTooLong, { max: MEMBER_NAME_MAX_LENGTH }) };
  }
  return null;
}

export function mailProblem(value: string): MemberProblem | null {
  const mail = normalizeMail(value);
  if (mail === '') return { code: 'MAIL_INVALIDO', field: 'mail', message: texts.members.mailRequired };
  if (mail.length > MAIL_MAX_LENGTH || !MAIL_PATTERN.test(mail)) {
    return { code: 'MAIL_INVALIDO', field: 'mail', message: texts.members.invalidMail };
  }
  return null;
}

/** A password an admin chooses: at least PASSWORD_MIN_LENGTH characters, as changing one's own. */
export function passwordProblem(value: string): MemberProblem | null {
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return { code: 'CONTRASENA_INVALIDA', field: 'password', message: texts.members.passwordTooShort };
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return {
      code: 'CONTRASENA_INVALIDA',
      field: 'password',
      message: fillText(texts.members.passwordTooLong, { max: PASSWORD_MAX_LENGTH }),
    };
  }
  return null;
}

/** The first problem of a member's name, last name and mail, in the form's order, or null. */
export function memberDetailsProblem(details: MemberDetails): MemberProblem | null {
  return (
    nameProblem(details.name, 'name') ??
    nameProblem(details.lastName, 'lastName') ??
    mailProblem(details.mail)
  );
}

/** '#26' or '26' searched as a member number; anything else is a name, last name or mail. */
export function memberNumberOf(search: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}
