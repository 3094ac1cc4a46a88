import { randomInt } from 'node:crypto';
import { cedulaCheckDigit, formatCedula } from '@club/domain/cedula';

// Made-up legal identities for the members tests create: each call a new valid cédula (numbers
// from 6.000.000 on, apart from the demo seed's), an adult, a Uruguayan mobile.

let next = randomInt(0, 900_000);

/** A new valid cédula, formatted '6.123.456-7'. */
export function newCedula(): string {
  next += 1;
  const number = String(6_000_000 + (next % 1_000_000));
  return formatCedula(`${number}${cedulaCheckDigit(number)}`);
}

/** An identity as GraphQL and the commands take it. */
export function identity(
  change: Partial<Record<'cedula' | 'birthDate' | 'residency' | 'phone', string>> = {},
) {
  return {
    cedula: newCedula(),
    birthDate: '1990-04-12',
    residency: 'ciudadania',
    phone: '099 123 456',
    ...change,
  };
}

/** The same as REST bodies take it (snake_case). */
export function restIdentity() {
  const { cedula, birthDate, residency, phone } = identity();
  return { cedula, birth_date: birthDate, residency, phone };
}
