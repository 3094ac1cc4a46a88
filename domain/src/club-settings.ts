// The club's rules that an admin may change without a deploy (issue 16): pickup days and slots
// with their capacity, the cancellation cut-off, the gram caps and step, the members cap, the
// contact, the automatic closing of stuck orders and whether admins must have a second factor.
// Each change takes effect from a date, so an order is always judged by the rules in force on its
// own pickup day: a later change never rewrites the past. The gateway's checks, the storefront
// and the reporting all read them here; what an admin may save is club-settings-schema.ts (zod
// stays out of the storefront's bundle).

export interface SlotSetting {
  /** HH:MM, 24 h, Montevideo time. */
  time: string;
  /** Orders one slot takes; null: no limit. */
  capacity: number | null;
}

export interface PickupDaySetting {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** In time order. */
  slots: SlotSetting[];
}

/** A day the club is closed whatever its weekly schedule says (club-calendar.ts). */
export interface ClosedDay {
  /** YYYY-MM-DD, Montevideo. */
  date: string;
  /** Shown to members and admins ('Vacaciones'); null: none given. */
  reason: string | null;
}

export interface ClubSettings {
  pickupDays: PickupDaySetting[];
  /** A member may cancel a pending order until this many hours before its slot. */
  cancelCutoffHours: number;
  monthlyGramsLimit: number;
  yearlyGramsLimit: number;
  gramsStep: number;
  maxMembers: number;
  contactEmail: string;
  contactPhone: string;
  /** Pending orders whose pickup day is this many days past close as not collected; null: never. */
  closeStaleOrdersAfterDays: number | null;
  /** Admins without TOTP two-factor enrolled are refused the back office until they enrol. */
  adminTwoFactorRequired: boolean;
  /** Plants the club may have in flowering at once, over every batch (the law: 99). */
  maxFloweringPlants: number;
  /** Years after a member's baja before an admin may forget them (destroy their personal data). */
  memberRetentionYears: number;
  /** Only grams of batches with a lab analysis reach the carta ('Vender solo lotes analizados'). */
  sellOnlyAnalysedBatches: boolean;
  /** Days with no pickups, in date order; a version holds only those from its own effective date on. */
  closedDays: ClosedDay[];
  /** No pickups on Uruguay's non-working national holidays (club-calendar.ts). */
  closedOnHolidays: boolean;
}

/**
 * Settings as the log and `club_settings` hold them: a version saved before a setting existed
 * lacks it. Turn them into ClubSettings with settingsWithDefaults, never with a cast.
 */
export type StoredClubSettings = Omit<
  ClubSettings,
  | 'adminTwoFactorRequired'
  | 'maxFloweringPlants'
  | 'memberRetentionYears'
  | 'sellOnlyAnalysedBatches'
  | 'closedDays'
  | 'closedOnHolidays'
> &
  Partial<
    Pick<
      ClubSettings,
      | 'adminTwoFactorRequired'
      | 'maxFloweringPlants'
      | 'memberRetentionYears'
      | 'sellOnlyAnalysedBatches'
      | 'closedDays'
      | 'closedOnHolidays'
    >
  >;

/** One change: the settings in force from `effectiveFrom` (YYYY-MM-DD, Montevideo) on. */
export interface SettingsVersion {
  effectiveFrom: string;
  settings: ClubSettings;
}

/** A version as stored (the event's payload, a `club_settings` row). */
export interface StoredSettingsVersion {
  effectiveFrom: string;
  settings: StoredClubSettings;
}

/** Every version, oldest first. Empty: the spec's values throughout. */
export type SettingsTimeline = readonly SettingsVersion[];

const open = (...times: string[]) => times.map((time) => ({ time, capacity: null }));
const TUESDAY_THURSDAY = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '19:45'];

/** The spec's values (§9 and Uruguay's club rules): what a club runs on until an admin changes them. */
export const DEFAULT_CLUB_SETTINGS: ClubSettings = {
  pickupDays: [
    { weekday: 2, slots: open(...TUESDAY_THURSDAY) },
    { weekday: 4, slots: open(...TUESDAY_THURSDAY) },
    { weekday: 5, slots: open('12:00', '12:30', '13:00', '13:30', '13:45') },
  ],
  cancelCutoffHours: 2,
  monthlyGramsLimit: 40,
  yearlyGramsLimit: 480,
  gramsStep: 5,
  maxMembers: 45,
  contactEmail: 'contacto@club.uy',
  contactPhone: '+598 2 400 12 34',
  closeStaleOrdersAfterDays: null,
  adminTwoFactorRequired: false,
  maxFloweringPlants: 99,
  // Record-keeping comes first: who received what must stay answerable for as long as the club's
  // records can be asked about, and Uruguay's tax records prescribe after five years (Código
  // Tributario, art. 38). Forgetting a member sooner could leave the club unable to show whom a
  // dispensation of those years went to.
  memberRetentionYears: 5,
  // Clubs had no analyses before: their whole stock stays on the carta until they choose otherwise.
  sellOnlyAnalysedBatches: false,
  closedDays: [],
  // The law stops work on these days; a club that still opens on them says so in Ajustes. Also what
  // versions saved before the setting existed read: a club never meant to hand over on 25 December.
  closedOnHolidays: true,
};

/**
 * The one place a stored version gets the settings it lacks: the default, which is also how the
 * club ran before the setting existed (no admin was asked for a second factor). Filled when read,
 * not when stored: events are never rewritten, and `club_settings` holds their payloads as they
 * are, so replaying an old event still gives exactly its old row, with no migration.
 */
export function settingsWithDefaults(stored: StoredClubSettings): ClubSettings {
  return { ...DEFAULT_CLUB_SETTINGS, ...stored };
}

/** `versions` with every setting filled (settingsWithDefaults). */
export function timelineWithDefaults(versions: readonly StoredSettingsVersion[]): SettingsVersion[] {
  return versions.map((v) => ({
    effectiveFrom: v.effectiveFrom,
    settings: settingsWithDefaults(v.settings),
  }));
}

/** The law's ceilings: a club may tighten them, never loosen them. */
export const LEGAL_MONTHLY_GRAMS = 40;
export const LEGAL_YEARLY_GRAMS = 480;
export const LEGAL_MAX_MEMBERS = 45;
export const LEGAL_MAX_FLOWERING_PLANTS = 99;
/** The shortest retention a club may set: the record-keeping years (see the default's comment). */
export const MIN_MEMBER_RETENTION_YEARS = 5;
export const MAX_MEMBER_RETENTION_YEARS = 30;

/** The settings in force on `date` (YYYY-MM-DD): the latest version that starts on or before it. */
export function settingsOn(timeline: SettingsTimeline, date: string): ClubSettings {
  let found = DEFAULT_CLUB_SETTINGS;
  for (const version of timeline) {
    if (version.effectiveFrom <= date) found = version.settings;
    else break;
  }
  return found;
}

/** `timeline` with `version` in place: a second change for the same day replaces the first. */
export function withVersion<V extends StoredSettingsVersion>(timeline: readonly V[], version: V): V[] {
  return [...timeline.filter((v) => v.effectiveFrom !== version.effectiveFrom), version].sort((a, b) =>
    a.effectiveFrom.localeCompare(b.effectiveFrom),
  );
}

/** Whether two sets of settings say the same, whatever the order of their keys (jsonb reorders them). */
export function sameSettings(a: ClubSettings, b: ClubSettings): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([x], [y]) => x.localeCompare(y));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The slots of `weekday` under `settings`. */
export function slotsOfWeekday(settings: ClubSettings, weekday: number): readonly SlotSetting[] {
  return settings.pickupDays.find((day) => day.weekday === weekday)?.slots ?? [];
}
