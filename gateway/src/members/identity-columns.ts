import type { Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { irccaDateProblem } from '@club/domain/member-leaving';
import { type IdentityInput, identityProblem, normalizedIdentity } from '@club/domain/person';
import type { MemberRefusal } from './decide.ts';

// A member's legal identity as the `members` row holds it for the screens and the IRCCA report.
// Personal data: written beside the row the events project (as the password hash is), never in a
// payload in clear.

export interface IdentityFields {
  cedula?: string | null;
  birthDate?: string | null;
  residency?: string | null;
  phone?: string | null;
  irccaRegisteredOn?: string | null;
}

/** The identity fields of a wider input. */
export const identityOf = (input: IdentityFields): IdentityFields => ({
  cedula: input.cedula,
  birthDate: input.birthDate,
  residency: input.residency,
  phone: input.phone,
  irccaRegisteredOn: input.irccaRegisteredOn,
});

/** True when the input carries any identity field (a form that shows them sends them all). */
export const givesIdentity = (input: IdentityFields): boolean =>
  [input.cedula, input.birthDate, input.residency, input.phone].some(
    (value) => value !== undefined && value !== null,
  );

/** Why the identity refuses a member joining on `joinedOn`, today being `today`; null when none is given. */
export function identityInputProblem(
  input: IdentityFields,
  joinedOn: string,
  today: string,
): MemberRefusal | null {
  if (givesIdentity(input)) {
    const problem = identityProblem(identityInput(input), joinedOn);
    if (problem) return { code: problem.code, message: problem.message, field: problem.field };
  }
  const ircca = irccaDateProblem(input.irccaRegisteredOn ?? '', today);
  return ircca ? { code: 'FECHA_IRCCA_INVALIDA', message: ircca, field: 'irccaRegisteredOn' } : null;
}

const identityInput = (input: IdentityFields): IdentityInput => ({
  cedula: input.cedula ?? '',
  birthDate: input.birthDate ?? '',
  residency: input.residency ?? '',
  phone: input.phone ?? '',
});

/** Writes the identity given (all four or none) and the IRCCA date when given ('' clears it). */
export async function writeIdentity(tx: Sql, memberId: number, input: IdentityFields): Promise<void> {
  if (givesIdentity(input)) {
    const identity = normalizedIdentity(identityInput(input));
    await tx.query(
      'update members set cedula = $2, birth_date = $3, residency = $4, phone = $5 where id = $1',
      [memberId, identity.cedula, identity.birthDate, identity.residency, identity.phone],
    );
  }
  if (input.irccaRegisteredOn !== undefined && input.irccaRegisteredOn !== null) {
    const day = input.irccaRegisteredOn.trim();
    await tx.query('update members set ircca_registered_on = $2 where id = $1', [
      memberId,
      day === '' ? null : day,
    ]);
  }
}

/** The day the member's account was made (YYYY-MM-DD, Montevideo), or null for no such member. */
export async function joinedOnOf(sql: Sql, id: number): Promise<string | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const { rows } = await sql.query<{ created_at: Date | string }>(
    'select created_at from members where id = $1',
    [id],
  );
  return rows[0] ? clubNow(new Date(rows[0].created_at)).date : null;
}

/** Why the identity given refuses member `id` (0: one joining today), or null. */
export async function identityEditProblem(
  sql: Sql,
  id: number,
  input: IdentityFields,
  now: Date,
): Promise<MemberRefusal | null> {
  const today = clubNow(now).date;
  const joinedOn = id === 0 ? today : ((await joinedOnOf(sql, id)) ?? today);
  return identityInputProblem(input, joinedOn, today);
}
