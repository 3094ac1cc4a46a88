import * as z from 'zod/mini';
import { isClockTime } from './club-clock.ts';
import { DEFAULT_CLUB_SETTINGS, type PickupDaySetting } from './club-settings.ts';
import { fillText } from './fill-text.ts';
import type { MemberProblem } from './member-rules.ts';
import { memberDetailsSchema, memberPasswordSchema } from './member-schema.ts';
import { type IdentityInput, type IdentityProblem, identitySchema } from './person.ts';
import { checkRules, crossRule, inOrder, rule } from './rule-schema.ts';

// A club's first run, without the demo: who the club is (its name and IRCCA registration as the
// monthly report prints them), its first Administración account with that person's legal
// identity, and the days members may pick up. One schema for the setup screen and the gateway.

export const CLUB_NAME_MAX_LENGTH = 120;
export const CLUB_ADDRESS_MAX_LENGTH = 200;
export const IRCCA_REGISTRATION_MAX_LENGTH = 40;
/** Wrong setup codes before the code dies (a restart prints a new one). */
export const SETUP_CODE_ATTEMPTS = 5;

export const setupTexts = {
  title: 'Poner el club en marcha',
  intro:
    'Este club todavía no tiene datos. Completá los del club y los de la primera cuenta de Administración. El código de configuración está en el registro del servidor.',
  codeLegend: 'Código de configuración',
  codeLabel: 'Código que mostró el servidor al arrancar',
  codeHint: 'Por ejemplo 7KQ2-M9XD. Lo encontrás en el registro del servidor (journalctl o la consola).',
  checkCode: 'Seguir',
  checking: 'Revisando el código…',
  clubLegend: 'El club',
  adminLegend: 'Primera cuenta de Administración',
  adminIntro:
    'Es la persona que administra el club en la app. Después de crearla vas a activar la verificación en dos pasos.',
  daysLegend: 'Días de retiro',
  daysIntro: 'Marcá los días en que los socios pueden retirar y escribí sus horarios separados por comas.',
  slotsLabel: 'Horarios del {day}',
  labels: {
    clubName: 'Nombre del club',
    irccaRegistration: 'Número de registro en el IRCCA',
    address: 'Dirección del club',
    contactEmail: 'Correo de contacto del club',
    contactPhone: 'Teléfono de contacto del club',
    name: 'Nombre',
    lastName: 'Apellido',
    mail: 'Mail',
    cedula: 'Cédula de identidad',
    birthDate: 'Fecha de nacimiento',
    residency: 'Ciudadanía o residencia',
    phone: 'Teléfono',
    password: 'Contraseña (al menos 8 caracteres)',
    passwordAgain: 'Repetí la contraseña',
  },
  residencyOptions: { ciudadania: 'Ciudadanía uruguaya', residencia: 'Residencia legal' },
  submit: 'Crear el club',
  sending: 'Creando el club…',
  done: '¡Listo! El club está creado. Ahora activá la verificación en dos pasos de tu cuenta.',
  clubNameRequired: 'Escribí el nombre del club',
  clubNameTooLong: `El nombre del club puede tener hasta ${CLUB_NAME_MAX_LENGTH} caracteres`,
  irccaRequired: 'Escribí el número de registro del club en el IRCCA',
  irccaFormat: `El número de registro tiene hasta ${IRCCA_REGISTRATION_MAX_LENGTH} caracteres: letras, dígitos, espacios, puntos, barras o guiones`,
  addressRequired: 'Escribí la dirección del club',
  addressTooLong: `La dirección puede tener hasta ${CLUB_ADDRESS_MAX_LENGTH} caracteres`,
  passwordsDiffer: 'Las dos contraseñas no coinciden',
  slotsFormat: 'Los horarios del {day} van como HH:MM separados por comas, por ejemplo 17:00, 17:30',
  codeRequired: 'Escribí el código de configuración',
  wrongCode: 'El código de configuración no es correcto. Revisalo en el registro del servidor.',
  codeDead:
    'Hubo demasiados intentos con un código equivocado y el código dejó de valer. Reiniciá el servidor: va a mostrar uno nuevo.',
  alreadySetUp: 'El club ya está configurado. Ingresá con tu cuenta.',
  mailReady:
    'El servidor de correo está configurado. Cuando termines, mandá un correo de prueba desde Correos para ver que llega.',
  mailMissing:
    'Todavía no hay un servidor de correo: los correos (pedidos, recordatorios, contraseñas temporales) van a quedar pendientes. Definí SMTP_URL en la configuración del servidor y reinicialo; los pendientes salen solos.',
  tooMany: 'Demasiados intentos desde tu conexión. Probá de nuevo en un rato.',
  notNeeded: 'Este club ya está en marcha: no hace falta configurarlo.',
  signIn: 'Ir a ingresar',
  logLine: 'Configuración inicial del club: abrí {url} e ingresá el código {code}',
} as const;

export const WEEKDAY_NAMES = [
  'domingo',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
] as const;

/** What the setup screen sends (strings as typed; '' for not given). */
export interface ClubSetupForm extends IdentityInput {
  code: string;
  clubName: string;
  irccaRegistration: string;
  address: string;
  contactEmail: string;
  contactPhone: string;
  name: string;
  lastName: string;
  mail: string;
  password: string;
  /** Only the screen sends it, to compare with `password`. */
  passwordAgain?: string;
  pickupDays: PickupDaySetting[];
}

/** The club as the monthly report and the screens name it. */
export interface ClubProfile {
  name: string;
  irccaRegistration: string;
  address: string;
}

export type ClubSetupField = keyof ClubSetupForm;

type Code =
  | MemberProblem['code']
  | IdentityProblem['code']
  | 'CLUB_INVALIDO'
  | 'REGISTRO_INVALIDO'
  | 'DIRECCION_INVALIDA';

export interface ClubSetupProblem {
  code: Code;
  message: string;
  field: ClubSetupField | null;
}

const trimmed = (value: string) => value.trim().replace(/\s+/g, ' ');

const clubSchema = z.looseObject({
  clubName: z.string().check(
    rule<string, Code>('CLUB_INVALIDO', setupTexts.clubNameRequired, (v) => trimmed(v) !== ''),
    rule<string, Code>(
      'CLUB_INVALIDO',
      setupTexts.clubNameTooLong,
      (v) => trimmed(v).length <= CLUB_NAME_MAX_LENGTH,
    ),
  ),
  irccaRegistration: z.string().check(
    rule<string, Code>('REGISTRO_INVALIDO', setupTexts.irccaRequired, (v) => trimmed(v) !== ''),
    rule<string, Code>('REGISTRO_INVALIDO', setupTexts.irccaFormat, (v) =>
      /^[\p{L}\p{N} ./-]{1,40}$/u.test(trimmed(v)),
    ),
  ),
  address: z.string().check(
    rule<string, Code>('DIRECCION_INVALIDA', setupTexts.addressRequired, (v) => trimmed(v) !== ''),
    rule<string, Code>(
      'DIRECCION_INVALIDA',
      setupTexts.addressTooLong,
      (v) => trimmed(v).length <= CLUB_ADDRESS_MAX_LENGTH,
    ),
  ),
});

const passwordsSchema = z.looseObject({ ...memberPasswordSchema.shape }).check(
  crossRule<{ password: string; passwordAgain?: unknown }, Code>(
    'passwordAgain',
    'CONTRASENA_INVALIDA',
    setupTexts.passwordsDiffer,
    // The gateway gets the password once; the screen sends both to be compared here.
    (form) => form.passwordAgain === undefined || form.passwordAgain === form.password,
  ),
);

/** The club, then the first admin (details, identity, password), in the screen's order. */
export function clubSetupSchema(today: string) {
  return inOrder(
    clubSchema,
    z.looseObject(memberDetailsSchema.shape),
    z.looseObject(identitySchema(today).shape),
    passwordsSchema,
  );
}

/**
 * The first problem of a setup on `today`, or null. The pickup days and the club's contact are
 * settings: the gateway checks them with the settings' own schema.
 */
export function clubSetupProblem(
  form: Omit<ClubSetupForm, 'code' | 'pickupDays' | 'contactEmail' | 'contactPhone'>,
  today: string,
): ClubSetupProblem | null {
  const checked = checkRules<z.ZodMiniType, Code>(clubSetupSchema(today), form);
  if (checked.ok) return null;
  const { code, message, field } = checked.problem;
  return { code, message, field: field as ClubSetupField | null };
}

/** What is wrong with a profile about to be stored (the decider's own check), or null. */
export function clubProfileProblem(profile: ClubProfile): ClubSetupProblem | null {
  const checked = checkRules<z.ZodMiniType, Code>(clubSchema, {
    clubName: profile.name,
    irccaRegistration: profile.irccaRegistration,
    address: profile.address,
  });
  if (checked.ok) return null;
  const { code, message, field } = checked.problem;
  return { code, message, field: field as ClubSetupField | null };
}

/** The profile as stored: spaces tidied. */
export function clubProfileOf(
  form: Pick<ClubSetupForm, 'clubName' | 'irccaRegistration' | 'address'>,
): ClubProfile {
  return {
    name: trimmed(form.clubName),
    irccaRegistration: trimmed(form.irccaRegistration),
    address: trimmed(form.address),
  };
}

/** A day's slot times as typed ('17:00, 17:30'): the times, or null when one is not HH:MM. */
export function slotTimesOf(text: string): string[] | null {
  const times = text
    .split(/[,;\s]+/)
    .map((t) => t.trim())
    .filter((t) => t !== '');
  return times.every(isClockTime) ? times : null;
}

/** The message for a day whose times do not read. */
export const slotsProblem = (weekday: number) =>
  fillText(setupTexts.slotsFormat, { day: WEEKDAY_NAMES[weekday] ?? '' });

/** The demo's schedule as the screen starts it: each weekday and its times, '' for a day off. */
export function defaultSlotTexts(): string[] {
  return WEEKDAY_NAMES.map(
    (_, weekday) =>
      DEFAULT_CLUB_SETTINGS.pickupDays
        .find((d) => d.weekday === weekday)
        ?.slots.map((s) => s.time)
        .join(', ') ?? '',
  );
}
