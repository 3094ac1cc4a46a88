// The plan's vocabulary: the steps it holds (one per command), what it is planned from, and the
// club clock and products every part of it draws on.
import { clubNow, minutesOf, parseIsoDate } from '@club/domain/club-clock';
import type { ExpenseCategory } from '@club/domain/expenses';
import type { HarvestDraft } from '@club/domain/harvest';
import type { ManicureDraft } from '@club/domain/manicure';
import type { BatchStage } from '@club/domain/plants';
import type { TaskArea, Workdone } from '@club/domain/tasks';
import type { PlaceOrderInput } from '@club/gateway/orders/public';
import type { Random } from '../seeded-random.ts';

/** How far back the demo club's life goes. */
export const DEMO_DAYS = 182;

/** Products the club grows (kief is sieved from their trim, never harvested itself). */
export const GROWN = [
  'ogkush',
  'applecookies',
  'chocolope',
  'superlemonhaze',
  'despink',
  'strawberryamnesia',
  'orangecookiemac',
  'suguz',
] as const;
/** Sold out at the end of the six months ('Sin stock' on the carta): its next batch is still growing. */
export const SOLD_OUT = 'chocolope';
export const SOLD_OUT_GRAMS = 35;
/** Grams no order or bill of the plan takes a product below. */
export const floorOf = (key: string) => (key === SOLD_OUT ? 45 : key === 'kief' ? 15 : 150);

export interface DemoClub {
  now: Date;
  adminId: number;
  demoMemberId: number;
  /** Members with the member role, registered (and flagged as trimmers) before the first step. */
  members: ReadonlyArray<{ id: number; trimmer: boolean }>;
  /** The catalogue as listed: prices, and the grams on hand when the six months begin. */
  products: ReadonlyArray<{ key: string; price: number; grams: number }>;
  checklists: ReadonlyArray<{ key: TaskArea; tasks: readonly string[] }>;
}

export interface DemoLine {
  product: string;
  grams: number;
}

/** One command of the club's life, at the moment it was given. */
export type DemoStep = { at: Date } & (
  | { kind: 'order'; ref: number; memberId: number; input: PlaceOrderInput }
  | { kind: 'handover'; ref: number; outcome: 'delivered' | 'not_collected' }
  | { kind: 'cancel'; ref: number; memberId: number }
  | { kind: 'bill'; memberId: number; date: string; lines: DemoLine[] }
  | { kind: 'harvest'; product: string; draft: HarvestDraft; batchRef?: number }
  | { kind: 'mother'; ref: number; product: string; name: string; origin: string; registeredOn: string }
  | { kind: 'batch'; ref: number; motherRef: number; plants: number; startedOn: string; notes: string }
  | { kind: 'stage'; batchRef: number; stage: BatchStage; on: string; reason: string }
  | { kind: 'loss'; batchRef: number; plants: number; reason: string; on: string }
  | { kind: 'treatment'; batchRefs: number[]; on: string; treatment: DemoTreatment }
  | { kind: 'work'; draft: ManicureDraft }
  | { kind: 'taskReport'; date: string; workdone: Workdone }
  | {
      kind: 'expense';
      category: ExpenseCategory;
      amount: number;
      comment: string;
      date: string;
      /** The receipt photo's seed (receipt-image.ts); null: no receipt kept. */
      receipt: number | null;
    }
  | { kind: 'adjustment'; product: string; grams: number; reason: string }
  | {
      kind: 'destruction';
      product: string;
      grams: number;
      reason: string;
      method: string;
      witness: string;
      date: string;
    }
  | { kind: 'deactivation'; memberId: number }
);

export interface DemoPlan {
  today: string;
  /** The first day of the six months. */
  start: string;
  steps: DemoStep[];
}

/** A crop treatment as the demo records it (the batches and the day come with the step). */
export interface DemoTreatment {
  product: string;
  activeIngredient: string;
  dose: string;
  method: string;
  appliedBy: string;
}

/** What a member tends to do: how often, how much and what they order. */
export interface Habit {
  cadence: number;
  grams: number;
  favorites: string[];
  kief: boolean;
  weekday: number;
  slot: number;
}

export type OrderWish = {
  kind: 'orderWish';
  at: Date;
  ref: number;
  memberId: number;
  /** Who orders instead when the member has no grams left that month, so the day keeps its order. */
  standIns: number[];
  date: string;
  time: string;
  observations: string;
};

/** An order, bill or correction whose grams the simulation decides. */
export type Wish =
  | OrderWish
  | { kind: 'billWish'; at: Date; memberId: number; date: string; grams: number }
  | {
      kind: 'recount';
      at: Date;
      product: string;
      reason: string;
      change: { by: number } | { to: number };
    }
  | {
      kind: 'destructionWish';
      at: Date;
      product: string;
      grams: number;
      reason: string;
      method: string;
      witness: string;
    };

/** The day being planned for, and what every part of the plan draws from. */
export interface Context {
  random: Random;
  now: Date;
  today: string;
  start: string;
}

/** The instant the Montevideo wall clock reads `time` on `date`. */
export function clubInstant(date: string, time: string): Date {
  // Montevideo keeps UTC-3; the correction only matters if it ever changes its clock again.
  const guess = new Date(`${date}T${time}:00-03:00`);
  const seen = clubNow(guess);
  const days = Math.round(
    ((parseIsoDate(date)?.getTime() ?? 0) - (parseIsoDate(seen.date)?.getTime() ?? 0)) / 86_400_000,
  );
  return new Date(guess.getTime() + (days * 1440 + minutesOf(time) - seen.minutes) * 60_000);
}

export const weekdayOf = (date: string) => parseIsoDate(date)?.getUTCDay() ?? -1;
export const monthOf = (date: string) => date.slice(0, 7);
export const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const minutesBefore = (at: Date, minutes: number) => new Date(at.getTime() - minutes * 60_000);
/** `time` on `date`, or now if that is still ahead. */
export const notAfterNow = (context: Context, date: string, time: string) =>
  new Date(Math.min(clubInstant(date, time).getTime(), context.now.getTime()));
