import { isClockTime } from './club-clock.ts';

// Manicure work (spec §2 "Manicure modal", §4): work entries and their hours (issue 5). The
// modal's rules, which the gateway applies too, are a schema: manicure-schema.ts.

/** The modal's choices (spec §2), as sent in `harvest_type`. */
export const HARVEST_TYPES = ['thick_harvest', 'thin_harvest'] as const;
export type HarvestType = (typeof HARVEST_TYPES)[number];

/** A work entry's `type` (spec §3). */
export type WorkType = 'thick' | 'thin';

export const WORK_NAME_MAX_LENGTH = 100;

/** 'thick_harvest' or 'thick' → 'thick'; anything else null. */
export function workTypeOf(value: unknown): WorkType | null {
  if (value === 'thick_harvest' || value === 'thick') return 'thick';
  if (value === 'thin_harvest' || value === 'thin') return 'thin';
  return null;
}

/** The spec's manicure entry as it arrives; the modal's fields are strings. */
export interface ManicureDraft {
  harvest_type?: unknown;
  /** The chosen member: their number (the dropdown's value) or their full name. */
  socio_name?: unknown;
  /** A non-member's name, typed in. */
  nosocio_name?: unknown;
  start_hour?: unknown;
  end_hour?: unknown;
  date?: unknown;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours as number) * 60 + (minutes as number);
}

/** Decimal hours from start to end (14:00–17:30 → 3.5), to two decimals; null unless end is later. */
export function hoursBetween(start: string, end: string): number | null {
  if (!isClockTime(start) || !isClockTime(end)) return null;
  const minutes = minutesOf(end) - minutesOf(start);
  return minutes > 0 ? Math.round((minutes / 60) * 100) / 100 : null;
}

export interface ManicureValues {
  type: WorkType;
  /** socio_name as given (a member number or name), or null for a non-member. */
  socio: string | null;
  /** The non-member's name, or null for a member. */
  nosocioName: string | null;
  startHour: string;
  endHour: string;
  date: string;
  hours: number;
}

export interface ManicureProblem {
  code:
    | 'FALTAN_DATOS'
    | 'NOMBRES_DUPLICADOS'
    | 'TIPO_INVALIDO'
    | 'HORA_INVALIDA'
    | 'FECHA_INVALIDA'
    | 'FIN_ANTES_DE_INICIO'
    | 'NOMBRE_LARGO';
  message: string;
}

export interface WorkEntryHours {
  type: WorkType;
  hours: number;
  /** Member number, null for a non-member. */
  noSocio: number | null;
  socioName: string;
}

export interface PersonHours {
  noSocio: number | null;
  socioName: string;
  thick: number;
  thin: number;
  total: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Hours per person (members by number, non-members by name, case and spaces aside), split by
 * type, most hours first.
 */
export function hoursByPerson(entries: readonly WorkEntryHours[]): PersonHours[] {
  const people = new Map<string, PersonHours>();
  for (const entry of entries) {
    const key =
      entry.noSocio === null
        ? `name:${entry.socioName.trim().toLowerCase().replace(/\s+/g, ' ')}`
        : `socio:${entry.noSocio}`;
    const person = people.get(key) ?? {
      noSocio: entry.noSocio,
      socioName: entry.socioName,
      thick: 0,
      thin: 0,
      total: 0,
    };
    person[entry.type] = round2(person[entry.type] + entry.hours);
    person.total = round2(person.total + entry.hours);
    people.set(key, person);
  }
  return [...people.values()].sort(
    (a, b) => b.total - a.total || a.socioName.localeCompare(b.socioName, 'es'),
  );
}

/** '3,5' for 3.5 (es-UY, up to two decimals). */
export function formatHours(hours: number): string {
  return hours.toLocaleString('es-UY', { maximumFractionDigits: 2 });
}
