// Members' data: limits, how names and mails are stored, the member-number search. The rules of
// the member form, which the gateway applies too, are a schema: member-schema.ts.

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

/** A name as stored: trimmed, inner runs of spaces made one. */
export function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** A mail as stored: trimmed and lowercased (logins find it whatever its case). */
export function normalizeMail(value: string): string {
  return value.trim().toLowerCase();
}

/** '#26' or '26' searched as a member number; anything else is a name, last name or mail. */
export function memberNumberOf(search: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}
