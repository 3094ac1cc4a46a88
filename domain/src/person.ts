import * as z from 'zod/mini';
import { cedulaDigits, formatCedula, isValidCedula } from './cedula.ts';
import { identityTexts } from './member-texts.ts';
import { checkRules, rule } from './rule-schema.ts';

// A member's personal data: who they are under the law (Ley 19.172 admits adults who are
// Uruguayan citizens or legal residents, identified by their cédula) and how to reach them. All
// of it is personal data (Ley 18.331): it enters the event log only sealed with the member's own
// key, so destroying that key forgets the person.

export const RESIDENCIES = ['ciudadania', 'residencia'] as const;
export type Residency = (typeof RESIDENCIES)[number];

export const LEGAL_AGE = 18;
export const PHONE_MAX_LENGTH = 30;

/** What the log carries sealed, and the `members` read model holds in clear until forgotten. */
export interface PersonalData {
  name: string;
  lastName: string;
  mail: string;
  /** Formatted '1.234.567-2'; null for accounts made before identities were recorded. */
  cedula: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  residency: Residency | null;
  phone: string | null;
}

/** The legal identity a new member gives, as typed in a form (strings; '' for not given). */
export interface IdentityInput {
  cedula: string;
  birthDate: string;
  residency: string;
  phone: string;
}

export type IdentityField = keyof IdentityInput;

export interface IdentityProblem {
  code:
    | 'CEDULA_INVALIDA'
    | 'FECHA_NACIMIENTO_INVALIDA'
    | 'MENOR_DE_EDAD'
    | 'RESIDENCIA_INVALIDA'
    | 'TELEFONO_INVALIDO';
  field: IdentityField;
  message: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Full years between a birth date and a day, both YYYY-MM-DD (a 29 February birthday comes on 1 March). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

// Digits, spaces, '+', '-' and parentheses, with 8 to 15 digits (a Uruguayan mobile is 09X XXX XXX).
const PHONE = /^\+?[\d\s\-()]+$/;

/** A phone as stored: trimmed, inner runs of spaces made one. */
export function normalizePhone(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

type Code = IdentityProblem['code'];

/** The identity rules for someone joining on `joinedOn` (YYYY-MM-DD), in the form's order. */
export function identitySchema(joinedOn: string) {
  return z.object({
    cedula: z.string().check(
      rule<string, Code>(
        'CEDULA_INVALIDA',
        identityTexts.cedulaRequired,
        (value) => cedulaDigits(value) !== '',
      ),
      rule<string, Code>('CEDULA_INVALIDA', identityTexts.cedulaInvalid, isValidCedula),
    ),
    birthDate: z.string().check(
      rule<string, Code>(
        'FECHA_NACIMIENTO_INVALIDA',
        identityTexts.birthDateRequired,
        (value) => value.trim() !== '',
      ),
      rule<string, Code>('FECHA_NACIMIENTO_INVALIDA', identityTexts.birthDateInvalid, (value) => {
        const day = value.trim();
        return isIsoDate(day) && day >= '1900-01-01' && day <= joinedOn;
      }),
      rule<string, Code>(
        'MENOR_DE_EDAD',
        identityTexts.underAge,
        (value) => ageOn(value.trim(), joinedOn) >= LEGAL_AGE,
      ),
    ),
    residency: z
      .string()
      .check(
        rule<string, Code>('RESIDENCIA_INVALIDA', identityTexts.residencyRequired, (value) =>
          (RESIDENCIES as readonly string[]).includes(value),
        ),
      ),
    phone: z.string().check(
      rule<string, Code>('TELEFONO_INVALIDO', identityTexts.phoneRequired, (value) => value.trim() !== ''),
      rule<string, Code>('TELEFONO_INVALIDO', identityTexts.phoneInvalid, (value) => {
        const phone = normalizePhone(value);
        const digits = phone.replace(/\D/g, '').length;
        return phone.length <= PHONE_MAX_LENGTH && PHONE.test(phone) && digits >= 8 && digits <= 15;
      }),
    ),
  });
}

/** The first problem of an identity for someone joining on `joinedOn`, or null. */
export function identityProblem(input: IdentityInput, joinedOn: string): IdentityProblem | null {
  const checked = checkRules<z.ZodMiniType, Code>(identitySchema(joinedOn), input);
  if (checked.ok) return null;
  const { code, message, field } = checked.problem;
  return { code, message, field: field as IdentityField };
}

/** An identity that passed `identityProblem`, as stored. */
export function normalizedIdentity(
  input: IdentityInput,
): Pick<PersonalData, 'cedula' | 'birthDate' | 'residency' | 'phone'> {
  return {
    cedula: formatCedula(input.cedula),
    birthDate: input.birthDate.trim(),
    residency: input.residency as Residency,
    phone: normalizePhone(input.phone),
  };
}
