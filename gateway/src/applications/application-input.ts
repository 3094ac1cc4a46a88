import type { ApplicationForm } from '@club/domain/application-schema';

// The application form as REST and GraphQL send it, checked for shape only: strings stay strings
// ('' when left out), booleans booleans; the domain rules judge the values.

/** The form from a body's fields (`lastName` or `last_name`…); null when a field has the wrong type. */
export function applicationFormOf(body: Record<string, unknown>): ApplicationForm | null {
  const pick = (...keys: string[]) => keys.map((key) => body[key]).find((value) => value !== undefined);
  const text = (value: unknown) => (value === undefined || value === null ? '' : value);
  const form = {
    name: text(pick('name')),
    lastName: text(pick('lastName', 'last_name')),
    mail: text(pick('mail')),
    cedula: text(pick('cedula')),
    birthDate: text(pick('birthDate', 'birth_date')),
    residency: text(pick('residency')),
    phone: text(pick('phone')),
    noOtherRoute: pick('noOtherRoute', 'no_other_route') ?? false,
    consent: pick('consent') ?? false,
  };
  const strings = [
    form.name,
    form.lastName,
    form.mail,
    form.cedula,
    form.birthDate,
    form.residency,
    form.phone,
  ];
  if (!strings.every((value) => typeof value === 'string')) return null;
  if (typeof form.noOtherRoute !== 'boolean' || typeof form.consent !== 'boolean') return null;
  return form as ApplicationForm;
}
