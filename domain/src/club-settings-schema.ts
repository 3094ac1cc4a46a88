import { z } from 'zod';
import { isClockTime, isIsoDate } from './club-clock.ts';
import {
  type ClosedDay,
  type ClubSettings,
  LEGAL_MAX_FLOWERING_PLANTS,
  LEGAL_MAX_MEMBERS,
  LEGAL_MONTHLY_GRAMS,
  LEGAL_YEARLY_GRAMS,
  MAX_MEMBER_RETENTION_YEARS,
  MIN_MEMBER_RETENTION_YEARS,
} from './club-settings.ts';

/** A closed day's reason fits a line of the storefront's day picker. */
export const CLOSED_REASON_MAX = 60;
/** A year of closed days, every day of it: more is a mistake, not a calendar. */
export const MAX_CLOSED_DAYS = 366;

// What an admin may save as the club's settings: one schema for the Ajustes form (checks before
// sending) and the gateway (which decides again), each problem with its Spanish message.

export const settingsTexts = {
  weekdayRange: 'El día de la semana no es válido',
  repeatedWeekday: 'Cada día de la semana puede aparecer una sola vez',
  timeFormat: 'La hora va como HH:MM, por ejemplo 17:30',
  repeatedSlot: 'Hay un horario repetido en el mismo día',
  capacity: 'El cupo es un número entero entre 1 y 1000, o vacío para no limitarlo',
  noSlots: 'Tiene que quedar al menos un horario de retiro',
  cutoff: 'El plazo para cancelar va de 0 a 168 horas',
  monthly: `El límite mensual va de 1 a ${LEGAL_MONTHLY_GRAMS} g`,
  yearly: `El límite anual va de 1 a ${LEGAL_YEARLY_GRAMS} g y no puede ser menor que el mensual`,
  step: 'El paso va de 1 a 40 g y tiene que dividir el límite mensual',
  maxMembers: `El máximo de socios va de 1 a ${LEGAL_MAX_MEMBERS}`,
  email: 'El correo de contacto no es válido',
  phone: 'El teléfono de contacto tiene entre 6 y 30 caracteres: dígitos, espacios, +, - o paréntesis',
  staleDays: 'Los días para cerrar pedidos van de 1 a 60, o vacío para no cerrarlos solos',
  maxFloweringPlants: `El máximo de plantas en floración va de 1 a ${LEGAL_MAX_FLOWERING_PLANTS}`,
  memberRetentionYears: `Los años de conservación van de ${MIN_MEMBER_RETENTION_YEARS} a ${MAX_MEMBER_RETENTION_YEARS}: antes, los registros del club todavía pueden pedirse`,
  twoFactor: 'Indicá si se pide la verificación en dos pasos a los administradores',
  sellOnlyAnalysedBatches: 'Indicá si se venden solo lotes analizados',
  closedDate: 'La fecha del día cerrado no es válida',
  closedReason: `El motivo de un día cerrado tiene hasta ${CLOSED_REASON_MAX} caracteres`,
  repeatedClosedDay: 'Ese día ya está en el calendario',
  tooManyClosedDays: `El calendario tiene hasta ${MAX_CLOSED_DAYS} días cerrados`,
  closedDayPast: 'Ese día ya pasó: elegí hoy o una fecha futura',
  closedOnHolidays: 'Indicá si el club cierra en los feriados no laborables',
  effectiveFrom: 'La fecha de vigencia no es válida',
  effectiveInPast: 'Los cambios rigen desde hoy o desde una fecha futura',
} as const;

const int = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

const slotSchema = z.object({
  time: z
    .string({ error: settingsTexts.timeFormat })
    .refine(isClockTime, { error: settingsTexts.timeFormat }),
  capacity: int(1, 1000, settingsTexts.capacity).nullable(),
});

const daySchema = z.object({
  weekday: int(0, 6, settingsTexts.weekdayRange),
  slots: z
    .array(slotSchema)
    .max(48)
    .refine((slots) => new Set(slots.map((s) => s.time)).size === slots.length, {
      error: settingsTexts.repeatedSlot,
    }),
});

const closedDaySchema = z.object({
  date: z.string({ error: settingsTexts.closedDate }).refine(isIsoDate, { error: settingsTexts.closedDate }),
  reason: z
    .string({ error: settingsTexts.closedReason })
    .trim()
    .max(CLOSED_REASON_MAX, { error: settingsTexts.closedReason })
    .nullish()
    .transform((reason) => (reason ? reason : null)),
});

/** What an admin may save; every message is the Spanish one the form shows. */
export const clubSettingsSchema = z
  .object({
    pickupDays: z
      .array(daySchema)
      .max(7)
      .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, {
        error: settingsTexts.repeatedWeekday,
      })
      .refine((days) => days.some((d) => d.slots.length > 0), { error: settingsTexts.noSlots }),
    cancelCutoffHours: int(0, 168, settingsTexts.cutoff),
    monthlyGramsLimit: int(1, LEGAL_MONTHLY_GRAMS, settingsTexts.monthly),
    yearlyGramsLimit: int(1, LEGAL_YEARLY_GRAMS, settingsTexts.yearly),
    gramsStep: int(1, 40, settingsTexts.step),
    maxMembers: int(1, LEGAL_MAX_MEMBERS, settingsTexts.maxMembers),
    contactEmail: z
      .string({ error: settingsTexts.email })
      .trim()
      .max(200)
      .pipe(z.email({ error: settingsTexts.email })),
    contactPhone: z
      .string({ error: settingsTexts.phone })
      .trim()
      .regex(/^[0-9+\-() ]{6,30}$/, { error: settingsTexts.phone }),
    closeStaleOrdersAfterDays: int(1, 60, settingsTexts.staleDays).nullable(),
    // Required, no default: each change saves the whole set, so a form from before this setting
    // (a tab left open across a deploy) that leaves it out must be refused, not read as `false`,
    // which would quietly drop the demand. Stored versions that lack it: settingsWithDefaults.
    adminTwoFactorRequired: z.boolean({ error: settingsTexts.twoFactor }),
    // Required on input like the setting above; stored versions without it read 99 (settingsWithDefaults).
    maxFloweringPlants: int(1, LEGAL_MAX_FLOWERING_PLANTS, settingsTexts.maxFloweringPlants),
    // Optional on input: a form that does not show it yet keeps the value in force (the decider
    // fills it), rather than resetting a longer retention to the default.
    memberRetentionYears: int(
      MIN_MEMBER_RETENTION_YEARS,
      MAX_MEMBER_RETENTION_YEARS,
      settingsTexts.memberRetentionYears,
    ).optional(),
    // Optional on input as the retention: a form without it keeps the value in force.
    sellOnlyAnalysedBatches: z.boolean({ error: settingsTexts.sellOnlyAnalysedBatches }).optional(),
    // Optional on input as the two above: a form or client that does not know the calendar yet
    // keeps the closed days in force, rather than quietly reopening the club on them.
    closedDays: z
      .array(closedDaySchema, { error: settingsTexts.closedDate })
      .max(MAX_CLOSED_DAYS, { error: settingsTexts.tooManyClosedDays })
      .refine((days) => new Set(days.map((d) => d.date)).size === days.length, {
        error: settingsTexts.repeatedClosedDay,
      })
      .optional(),
    closedOnHolidays: z.boolean({ error: settingsTexts.closedOnHolidays }).optional(),
  })
  .refine((s) => s.yearlyGramsLimit >= s.monthlyGramsLimit, {
    error: settingsTexts.yearly,
    path: ['yearlyGramsLimit'],
  })
  .refine((s) => s.monthlyGramsLimit % s.gramsStep === 0, { error: settingsTexts.step, path: ['gramsStep'] })
  .transform(
    (s): SettingsInput => ({
      ...s,
      // Kept in one order, so two equal schedules are equal values and the storefront lists them in order.
      pickupDays: [...s.pickupDays]
        .sort((a, b) => a.weekday - b.weekday)
        .map((day) => ({ ...day, slots: [...day.slots].sort((a, b) => a.time.localeCompare(b.time)) })),
      ...(s.closedDays && { closedDays: [...s.closedDays].sort((a, b) => a.date.localeCompare(b.date)) }),
    }),
  );

/** The settings an admin may leave out of a change: the value in force that day stays. */
type KeptWhenLeftOut = 'memberRetentionYears' | 'sellOnlyAnalysedBatches' | 'closedDays' | 'closedOnHolidays';

/** Settings as saved: the ones in KeptWhenLeftOut may be left out. */
export type SettingsInput = Omit<ClubSettings, KeptWhenLeftOut> &
  Partial<Pick<ClubSettings, KeptWhenLeftOut>>;

export type SettingsProblem = { field: string; message: string };

/** The settings if valid, else the first problem with the dotted path of its field. */
export function parseClubSettings(
  input: unknown,
): { ok: true; settings: SettingsInput } | { ok: false; problem: SettingsProblem } {
  const parsed = clubSettingsSchema.safeParse(input);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    problem: { field: issue?.path.join('.') ?? '', message: issue?.message ?? settingsTexts.effectiveFrom },
  };
}

/** A valid effective date: a real date from `today` on. */
export function effectiveFromProblem(effectiveFrom: unknown, today: string): string | null {
  if (typeof effectiveFrom !== 'string' || !isIsoDate(effectiveFrom)) return settingsTexts.effectiveFrom;
  return effectiveFrom < today ? settingsTexts.effectiveInPast : null;
}

/**
 * Why `day` cannot be added to the closed days the form holds, or null: the form checks each day
 * as it is added, so the admin hears about a past or repeated date next to the date itself.
 */
export function closedDayProblem(
  day: ClosedDay,
  closedDays: readonly ClosedDay[],
  today: string,
): string | null {
  if (!isIsoDate(day.date)) return settingsTexts.closedDate;
  if (day.date < today) return settingsTexts.closedDayPast;
  if ((day.reason ?? '').trim().length > CLOSED_REASON_MAX) return settingsTexts.closedReason;
  if (closedDays.some((other) => other.date === day.date)) return settingsTexts.repeatedClosedDay;
  if (closedDays.length >= MAX_CLOSED_DAYS) return settingsTexts.tooManyClosedDays;
  return null;
}
