import * as z from 'zod/mini';
import { irccaDateProblem } from './member-leaving.ts';
import { newMemberSchema } from './member-schema.ts';
import { identitySchema } from './person.ts';
import { rule } from './rule-schema.ts';

// The back office's member form: name, last name and mail, the legal identity of someone joining
// on `joinedOn`, the IRCCA registration date (optional: it may come after joining), and for a new
// member the password. The gateway checks the same rules (members/identity-columns.ts).

const irccaDate = (today: string) =>
  z.string().check(
    rule<string, 'FECHA_IRCCA_INVALIDA'>(
      'FECHA_IRCCA_INVALIDA',
      (value) => irccaDateProblem(value, today) ?? '',
      (value) => irccaDateProblem(value, today) === null,
    ),
  );

/** `today` and `joinedOn` YYYY-MM-DD (Montevideo); the password is blank in an edit (the form has none). */
export function memberFormSchema(options: { joinedOn: string; today: string }) {
  return z.extend(newMemberSchema, {
    ...identitySchema(options.joinedOn).shape,
    irccaRegisteredOn: irccaDate(options.today),
  });
}

export type MemberFormField =
  | 'name'
  | 'lastName'
  | 'mail'
  | 'password'
  | 'cedula'
  | 'birthDate'
  | 'residency'
  | 'phone'
  | 'irccaRegisteredOn';
