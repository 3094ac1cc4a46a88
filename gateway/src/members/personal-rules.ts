import { memberDetailsProblem, passwordProblem } from '@club/domain/member-schema';
import { memberTexts } from '@club/domain/member-texts';
import { identityProblem, isIsoDate } from '@club/domain/person';
import type { MemberRefusal } from './decide.ts';
import type { MemberPersonal, MemberPersonalField } from './events.ts';

// The rules of a member's personal data as the deciders judge them (the log holds it sealed, so
// the commands hand it over in clear): the domain's rules for names, mail and identity, the
// optional IRCCA date, and which fields an edit changes.

/** The IRCCA registration date: optional, else a real day not after `today`. */
function irccaProblem(value: string | null, today: string): MemberRefusal | null {
  if (value === null || (isIsoDate(value) && value <= today)) return null;
  return {
    code: 'FECHA_IRCCA_INVALIDA',
    field: 'irccaRegisteredOn',
    message: memberTexts.irccaDateInvalid,
  };
}

/** The identity as the form sends it (strings, '' for not given), from stored values. */
const identityInput = (personal: MemberPersonal) => ({
  cedula: personal.cedula ?? '',
  birthDate: personal.birthDate ?? '',
  residency: personal.residency ?? '',
  phone: personal.phone ?? '',
});

/** Whether any part of the legal identity is recorded. */
export const hasIdentity = (personal: MemberPersonal) =>
  [personal.cedula, personal.birthDate, personal.residency, personal.phone].some((value) => value !== null);

/**
 * Why these personal data are refused for someone who joins (or joined) on `joinedOn`, or null.
 * New members need the whole identity; an account made before identities were recorded may stay
 * without one (`identityRequired` false) until an admin fills it in, and then all of it.
 */
export function personalProblem(
  personal: MemberPersonal,
  options: { joinedOn: string; today: string; identityRequired: boolean },
): MemberRefusal | null {
  const details = memberDetailsProblem(personal);
  if (details) return details;
  if (options.identityRequired || hasIdentity(personal)) {
    const identity = identityProblem(identityInput(personal), options.joinedOn);
    if (identity) return identity;
  }
  return irccaProblem(personal.irccaRegisteredOn ?? null, options.today);
}

/** Why input alone refuses a new member, or null: checked before the (slow) hash and any read. */
export function registerInputProblem(
  personal: MemberPersonal,
  password: string | null,
  today: string,
): MemberRefusal | null {
  return (
    personalProblem(personal, { joinedOn: today, today, identityRequired: true }) ??
    (password === null ? null : passwordProblem(password))
  );
}

const PERSONAL_FIELDS: readonly MemberPersonalField[] = [
  'name',
  'lastName',
  'mail',
  'cedula',
  'birthDate',
  'residency',
  'phone',
  'irccaRegisteredOn',
];

/** The fields whose values differ, in the form's order. */
export function changedFields(before: MemberPersonal, after: MemberPersonal): MemberPersonalField[] {
  return PERSONAL_FIELDS.filter((field) => (before[field] ?? null) !== (after[field] ?? null));
}

/** What an edit leaves: each field given replaces the current one. */
export function editedPersonal(current: MemberPersonal, changes: Partial<MemberPersonal>): MemberPersonal {
  const after: MemberPersonal = { ...current, irccaRegisteredOn: current.irccaRegisteredOn ?? null };
  for (const field of PERSONAL_FIELDS) {
    const value = changes[field];
    if (value !== undefined) Object.assign(after, { [field]: value });
  }
  return after;
}
