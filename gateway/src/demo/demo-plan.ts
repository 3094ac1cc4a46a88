import { monthLabel } from '@club/domain/calendar-month';
import { addDays, clubNow, minutesOf, parseIsoDate } from '@club/domain/club-clock';
import { DEFAULT_CLUB_SETTINGS, slotsOfWeekday } from '@club/domain/club-settings';
import type { ExpenseCategory } from '@club/domain/expenses';
import type { HarvestDraft } from '@club/domain/harvest';
import type { ManicureDraft } from '@club/domain/manicure';
import { pickupDays } from '@club/domain/pickup';
import type { BatchStage } from '@club/domain/plants';
import type { TaskArea, Workdone } from '@club/domain/tasks';
import type { PlaceOrderInput } from '../orders/public.ts';
import { type Random, seededRandom } from './seeded-random.ts';

// Six months of a club, as the commands it took: pure, so the same day always plans the same
// club, and a test can check the plan against the rules on any day. The plan is simulated in
// time order with the stock and each member's grams, so every order and bill it holds is one
// the commands accept: within 40 g a month (hence 480 g a year) and within the stock, leaving
// every product but Chocolope (shown sold out) with plenty for a newcomer's first order.
// An order and its handover are about twenty statements, ~10 ms on PGlite: one or two orders a
// pickup day keep a first start quick.

/** How far back the demo club's life goes. */
export const DEMO_DAYS = 182;
const SEED = 0x5eed_c1b;
const { monthlyGramsLimit, gramsStep, cancelCutoffHours } = DEFAULT_CLUB_SETTINGS;

/** Products the club grows (kief is sieved from their trim, never harvested itself). */
const GROWN = [
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
const floorOf = (key: string) => (key === SOLD_OUT ? 45 : key === 'kief' ? 15 : 150);

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

/** What a member tends to do: how often, how much and what they order. */
interface Habit {
  cadence: number;
  grams: number;
  favorites: string[];
  kief: boolean;
  weekday: number;
  slot: number;
}

type OrderWish = {
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
type Wish =
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
interface Context {
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

const weekdayOf = (date: string) => parseIsoDate(date)?.getUTCDay() ?? -1;
const monthOf = (date: string) => date.slice(0, 7);
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesBefore = (at: Date, minutes: number) => new Date(at.getTime() - minutes * 60_000);
/** `time` on `date`, or now if that is still ahead. */
const notAfterNow = (context: Context, date: string, time: string) =>
  new Date(Math.min(clubInstant(date, time).getTime(), context.now.getTime()));

/** Plans the club's six months up to `club.now`. */
export function planDemoClub(club: DemoClub): DemoPlan {
  const today = clubNow(club.now).date;
  const context: Context = {
    random: seededRandom(SEED),
    now: club.now,
    today,
    start: addDays(today, -DEMO_DAYS),
  };
  // One member leaves two months before today: their history stays, their account is closed.
  const leaving = club.members.filter((m) => m.id !== club.demoMemberId && !m.trimmer).at(-4)?.id;
  const leftOn = addDays(today, -60);
  // The demo member's history ends before this month: their first try starts with 40 g left and
  // nothing pending.
  const thisMonth = `${monthOf(today)}-01`;
  const lastDay = (id: number) =>
    id === club.demoMemberId ? thisMonth : id === leaving ? addDays(leftOn, -3) : addDays(today, 8);
  const trimmers = club.members.filter((m) => m.trimmer).map((m) => m.id);
  const fixed: DemoStep[] = [
    ...plantRegistry(context, harvests(context, trimmers)),
    ...checklists(context, club.checklists),
    ...expenses(context),
  ];
  if (leaving !== undefined) {
    fixed.push({ kind: 'deactivation', memberId: leaving, at: clubInstant(leftOn, '11:00') });
  }
  const habits = memberHabits(context, club);
  const orders = orderWishes(context, club, habits, lastDay);
  const wishes: Wish[] = [
    ...orders,
    ...billWishes(context, club, lastDay),
    {
      kind: 'recount',
      product: 'ogkush',
      change: { by: -20 },
      reason: 'Merma en el curado: cogollos con hongo descartados',
      at: clubInstant(addDays(context.start, 75), '12:00'),
    },
    // The legal records' waste register (issue 17): one destruction, with its witness.
    {
      kind: 'destructionWish',
      product: 'ogkush',
      grams: 12,
      reason: 'Cogollos con moho detectados en el curado',
      method: 'Triturado y mezclado con tierra, compostado',
      witness: 'Marcelo Suárez',
      at: clubInstant(addDays(context.start, 110), '18:00'),
    },
    {
      kind: 'recount',
      product: SOLD_OUT,
      change: { to: SOLD_OUT_GRAMS },
      reason: 'Recuento del lote: cogollos con humedad descartados',
      at: clubInstant(addDays(today, -1), '20:00'),
    },
  ];
  const steps = simulate(
    context,
    club,
    [...fixed, ...closings(context, orders, club.demoMemberId), ...wishes],
    habits,
  );
  return { today, start: context.start, steps };
}

const HARVEST_NOTES = [
  'Buena resina; secado de 10 días a 18 °C y 55 % de humedad.',
  'Un par de plantas con oídio en las hojas bajas, se descartaron antes de cortar.',
  'Cogollos densos y parejos. Curado en frascos.',
  'Se estiró más de lo esperado en floración; rinde algo menor.',
  'Lote muy aromático, de los mejores del año.',
  '',
];

/**
 * A harvest every two weeks, the grown products in turn (Chocolope only once, early on), each
 * with its manicure: the thick trim on the harvest day, the fine one when the buds are dry. Then
 * the next batches, still growing: no harvest date, no stock yet.
 */
function harvests({ random, today, start }: Context, trimmers: readonly number[]): DemoStep[] {
  const steps: DemoStep[] = [];
  const rotation = [...GROWN, ...GROWN.filter((key) => key !== SOLD_OUT)];
  for (let n = 0; ; n++) {
    const harvestDate = addDays(start, 6 + 14 * n);
    const dried = addDays(harvestDate, 10);
    if (dried >= today) break;
    const plants = random.int(6, 12);
    const stock = Math.round((plants * random.int(42, 72)) / 10) * 10;
    const sketched = addDays(harvestDate, -random.int(112, 124));
    const firstTransplant = addDays(sketched, random.int(13, 17));
    steps.push({
      kind: 'harvest',
      product: rotation[n % rotation.length] as string,
      at: clubInstant(dried, '11:00'),
      draft: {
        numberOfPlants: plants,
        lampWatts: random.pick([600, 720, 1000, 1200]),
        stock,
        waste: Math.round((stock * random.int(12, 20)) / 100),
        sketchedDate: sketched,
        firstTransplantation: firstTransplant,
        secondTransplantation: random.chance(0.7) ? addDays(firstTransplant, random.int(20, 26)) : null,
        thirdTransplantation: null,
        bloomDate: addDays(harvestDate, -random.int(56, 63)),
        harvestDate,
        observations: random.pick(HARVEST_NOTES),
        finished: true,
      },
    });
    const trims = [
      { type: 'thick_harvest', date: harvestDate, people: random.chance(0.4) ? 2 : 1 },
      { type: 'thin_harvest', date: addDays(harvestDate, random.int(9, 11)), people: 1 },
    ];
    for (const { type, date, people } of trims) {
      if (date >= today) continue;
      const workers: Array<{ socio_name: string } | { nosocio_name: string }> = random
        .sample(trimmers, people)
        .map((id) => ({ socio_name: String(id) }));
      if (random.chance(0.15)) workers.push({ nosocio_name: 'Julieta Rosas' });
      for (const worker of workers) {
        const begin = random.pick([14 * 60, 14 * 60 + 30, 15 * 60]);
        const hours = { start_hour: clock(begin), end_hour: clock(begin + random.int(4, 10) * 30) };
        const draft = { harvest_type: type, ...worker, ...hours, date };
        steps.push({ kind: 'work', at: clubInstant(date, '21:00'), draft });
      }
    }
  }
  const growing = [
    {
      product: SOLD_OUT,
      weeks: 11,
      note: 'Nuevo lote desde esquejes de la madre: en floración, vuelve a la carta en unas semanas.',
    },
    { product: 'orangecookiemac', weeks: 5, note: 'Esquejes enraizados, en crecimiento.' },
  ];
  for (const { product, weeks, note } of growing) {
    const sketched = addDays(today, -weeks * 7);
    const bloom = addDays(sketched, 55);
    steps.push({
      kind: 'harvest',
      product,
      at: clubInstant(addDays(today, -1), '10:00'),
      draft: {
        numberOfPlants: random.int(8, 12),
        lampWatts: 1000,
        sketchedDate: sketched,
        firstTransplantation: addDays(sketched, 15),
        bloomDate: bloom < today ? bloom : null,
        observations: note,
        finished: false,
      },
    });
  }
  return steps;
}

/** A crop treatment as the demo records it (the batches and the day come with the step). */
export interface DemoTreatment {
  product: string;
  activeIngredient: string;
  dose: string;
  method: string;
  appliedBy: string;
}

/** The two mothers the demo's batches are cut from: one per genetics the registry follows. */
const MOTHERS = [
  {
    product: 'ogkush',
    name: 'Madre OG Kush #1',
    origin: 'Semilla feminizada de banco (Barcelona), germinada en el club',
  },
  {
    product: SOLD_OUT,
    name: 'Madre Chocolope #1',
    origin: 'Esqueje de la madre del Club Cannábico del Este',
  },
] as const;

const TREATMENTS: readonly DemoTreatment[] = [
  {
    product: 'Aceite de neem',
    activeIngredient: 'Azadiractina 1 %',
    dose: '5 ml/L',
    method: 'Pulverizador manual',
    appliedBy: 'Diego Silva',
  },
  {
    product: 'Bacillus thuringiensis',
    activeIngredient: 'B. thuringiensis var. kurstaki',
    dose: '1 g/L',
    method: 'Mochila pulverizadora',
    appliedBy: 'Diego Silva',
  },
  {
    product: 'Jabón potásico',
    activeIngredient: 'Sales potásicas de ácidos grasos',
    dose: '10 ml/L',
    method: 'Pulverizador manual',
    appliedBy: 'Lucía Pereira',
  },
  {
    product: 'Trichoderma',
    activeIngredient: 'Trichoderma harzianum',
    dose: '2 g/L',
    method: 'Riego',
    appliedBy: 'Lucía Pereira',
  },
];

const LOSSES = [
  'Esquejes que no enraizaron',
  'Oídio en hojas bajas',
  'Planta macho detectada',
  'Tallo quebrado al trasplantar',
];

/**
 * The plant registry of the season: two mothers, a batch of cuttings for every harvest of their
 * genetics (so those harvests come from a batch, as the law asks), each through its stages with
 * a loss now and then and its treatments; one batch lost to a pest. Harvests of other genetics
 * stay without a batch, as harvests recorded before the registry did. Each step's clock is its
 * own day, so the stages happen in order before the harvest is recorded.
 */
function plantRegistry({ random, today, start }: Context, harvestSteps: DemoStep[]): DemoStep[] {
  const steps: DemoStep[] = [];
  const at = (date: string, time: string) => clubInstant(date, time);
  const registeredOn = addDays(start, -150);
  const motherRef = new Map<string, number>();
  MOTHERS.forEach((mother, index) => {
    motherRef.set(mother.product, index + 1);
    steps.push({
      kind: 'mother',
      ref: index + 1,
      ...mother,
      registeredOn,
      at: at(registeredOn, `1${index}:00`),
    });
  });
  let batches = 0;
  for (const step of harvestSteps) {
    const mother = step.kind === 'harvest' ? motherRef.get(step.product) : undefined;
    if (step.kind !== 'harvest' || mother === undefined) {
      steps.push(step);
      continue;
    }
    const ref = ++batches;
    const draft = step.draft;
    const startedOn = String(draft.sketchedDate);
    const vegetative = String(draft.firstTransplantation ?? addDays(startedOn, 14));
    const lost = random.chance(0.5) ? random.int(1, 2) : 0;
    const plants = Number(draft.numberOfPlants) + lost;
    steps.push({
      kind: 'batch',
      ref,
      motherRef: mother,
      plants,
      startedOn,
      notes: '',
      at: at(startedOn, '18:00'),
    });
    steps.push({
      kind: 'stage',
      batchRef: ref,
      stage: 'vegetativo',
      on: vegetative,
      reason: '',
      at: at(vegetative, '18:00'),
    });
    if (lost > 0) {
      const on = addDays(vegetative, random.int(3, 10));
      steps.push({
        kind: 'loss',
        batchRef: ref,
        plants: lost,
        reason: random.pick(LOSSES),
        on,
        at: at(on, '18:10'),
      });
    }
    const bloom = draft.bloomDate ? String(draft.bloomDate) : null;
    if (bloom !== null) {
      steps.push({
        kind: 'stage',
        batchRef: ref,
        stage: 'floracion',
        on: bloom,
        reason: '',
        at: at(bloom, '18:20'),
      });
    }
    const end = draft.harvestDate ? String(draft.harvestDate) : addDays(today, -1);
    for (let n = random.int(1, 2); n > 0; n--) {
      const on = addDays(vegetative, random.int(12, 40));
      if (on >= end || on >= today) continue;
      steps.push({
        kind: 'treatment',
        batchRefs: [ref],
        on,
        treatment: random.pick(TREATMENTS),
        at: at(on, '19:00'),
      });
    }
    steps.push({ ...step, batchRef: ref });
  }
  // A batch lost to spider mites in vegetative: discarded whole, with its reason.
  const cut = addDays(today, -70);
  const lostRef = ++batches;
  steps.push(
    {
      kind: 'batch',
      ref: lostRef,
      motherRef: 1,
      plants: 8,
      startedOn: cut,
      notes: 'Prueba de sustrato nuevo',
      at: at(cut, '18:00'),
    },
    {
      kind: 'stage',
      batchRef: lostRef,
      stage: 'vegetativo',
      on: addDays(cut, 14),
      reason: '',
      at: at(addDays(cut, 14), '18:00'),
    },
    {
      kind: 'stage',
      batchRef: lostRef,
      stage: 'descartado',
      on: addDays(cut, 30),
      reason: 'Ácaros (araña roja) en todo el lote: se destruyó para no contagiar la sala',
      at: at(addDays(cut, 30), '18:00'),
    },
  );
  // Cuttings just taken from the OG Kush mother, still rooting.
  const fresh = addDays(today, -9);
  steps.push({
    kind: 'batch',
    ref: ++batches,
    motherRef: 1,
    plants: 12,
    startedOn: fresh,
    notes: '',
    at: at(fresh, '18:00'),
  });
  return steps;
}

/** How many tasks of each checklist are ticked, from and to. */
const TICKED: Readonly<Record<TaskArea, [number, number]>> = {
  floracion: [5, 10],
  preparto: [0, 4],
  crecimiento: [3, 8],
  antes_de_salir: [8, 10],
};

/** The grow-room checklists, sent on Mondays. */
function checklists({ random, today, start }: Context, lists: DemoClub['checklists']): DemoStep[] {
  const steps: DemoStep[] = [];
  for (let date = start; date < today; date = addDays(date, 1)) {
    if (weekdayOf(date) !== 1) continue;
    const workdone = Object.fromEntries(
      lists.map(({ key, tasks }) => {
        const picked = new Set(random.sample(tasks, random.int(...TICKED[key])));
        return [key, tasks.filter((task) => picked.has(task))];
      }),
    ) as Workdone;
    steps.push({ kind: 'taskReport', date, workdone, at: clubInstant(date, '19:30') });
  }
  return steps;
}

interface MonthlyExpense {
  category: ExpenseCategory;
  /** Around which day of the month. */
  day: number;
  /** Whole pesos, from and to. */
  pesos: [number, number];
  comments: readonly string[];
  /** How likely in a given month. */
  probability: number;
}

const MONTHLY_EXPENSES: readonly MonthlyExpense[] = [
  { category: 'Alquiler', day: 2, pesos: [32_000, 32_000], comments: ['Alquiler del local'], probability: 1 },
  {
    category: 'Sueldos',
    day: 3,
    pesos: [24_500, 24_500],
    comments: ['Sueldo del encargado de cultivo'],
    probability: 1,
  },
  {
    category: 'UTE',
    day: 11,
    pesos: [7_200, 11_800],
    comments: ['Factura de luz de la sala de cultivo'],
    probability: 1,
  },
  { category: 'OSE', day: 14, pesos: [1_100, 1_900], comments: ['Factura de agua'], probability: 1 },
  {
    category: 'Fertilizantes',
    day: 8,
    pesos: [2_600, 6_200],
    comments: ['Nutrientes de floración', 'Bioestimulante de raíces', 'Nutrientes de crecimiento'],
    probability: 0.7,
  },
  {
    category: 'Turba',
    day: 19,
    pesos: [1_800, 3_600],
    comments: ['Turba y perlita para trasplantes', 'Sustrato para esquejes'],
    probability: 0.45,
  },
  {
    category: 'Ferretería',
    day: 17,
    pesos: [350, 2_900],
    comments: [
      'Abrazaderas y cinta de aluminio',
      'Repuesto del extractor',
      'Tutores y malla scrog',
      'Candado nuevo para la sala',
    ],
    probability: 0.6,
  },
  {
    category: 'Varios',
    day: 24,
    pesos: [250, 1_500],
    comments: ['Artículos de limpieza', 'Bolsas herméticas y etiquetas', 'Yerba y café para la sala'],
    probability: 0.6,
  },
];

/** The club's expenses of each month, most with the photo of their receipt. */
function expenses(context: Context): DemoStep[] {
  const { random, today, start } = context;
  const steps: DemoStep[] = [];
  for (let month = monthOf(start); month <= monthOf(today); month = monthOf(addDays(`${month}-28`, 7))) {
    for (const { category, day, pesos, comments, probability } of MONTHLY_EXPENSES) {
      const date = `${month}-${String(Math.min(28, day + random.int(-1, 2))).padStart(2, '0')}`;
      if (!random.chance(probability) || date < start || date > today) continue;
      const amount = Math.round(random.int(...pesos) / 10) * 10;
      const comment = `${random.pick(comments)}, ${monthLabel(month).toLowerCase()}`;
      const receipt = category === 'Varios' && random.chance(0.3) ? null : random.int(1, 1_000_000);
      steps.push({
        kind: 'expense',
        category,
        amount,
        comment,
        date,
        receipt,
        at: notAfterNow(context, date, '12:00'),
      });
    }
  }
  return steps;
}

/** Most members come about once a month for most of their 40 g; some every two or three weeks. */
function memberHabits({ random }: Context, club: DemoClub): Map<number, Habit> {
  const habits = new Map<number, Habit>();
  for (const member of club.members) {
    const monthly = random.chance(0.8);
    // The demo member comes every month.
    const cadence =
      member.id === club.demoMemberId
        ? random.int(26, 30)
        : monthly
          ? random.int(27, 40)
          : random.int(14, 21);
    habits.set(member.id, {
      cadence,
      grams: monthly ? random.pick([25, 30, 30, 35, 40]) : random.pick([10, 15, 20]),
      favorites: random.sample(GROWN, random.int(2, 3)),
      kief: random.chance(0.2),
      weekday: random.pick([2, 4, 5]),
      slot: random.next(),
    });
  }
  return habits;
}

/**
 * Orders, one pickup day at a time: one or two of the members whose turn has come (the demo
 * member, whose history 'Mis pedidos' shows at first sight, and those on their usual weekday
 * first, then the longest waiting), and on a quiet day whoever's turn comes next, so every
 * pickup day has its handovers. A few newcomers start later.
 */
function orderWishes(
  context: Context,
  club: DemoClub,
  habits: ReadonlyMap<number, Habit>,
  lastDay: (memberId: number) => string,
): OrderWish[] {
  const { random, today, start } = context;
  const others = club.members.filter((m) => m.id !== club.demoMemberId).map((m) => m.id);
  const newcomers = new Set(random.sample(others, 4));
  const nextTurn = new Map(
    club.members.map((m) => [
      m.id,
      addDays(start, newcomers.has(m.id) ? random.int(40, 110) : random.int(-25, 10)),
    ]),
  );
  let ref = 0;
  const orders: OrderWish[] = [];
  for (let date = start; date < addDays(today, 8); date = addDays(date, 1)) {
    if (slotsOfWeekday(DEFAULT_CLUB_SETTINGS, weekdayOf(date)).length === 0) continue;
    // Whose turn it is first: the demo member, then those for whom it is their usual weekday.
    const usual = (m: { id: number; turn: string; habit: Habit }) =>
      m.turn > date ? 0 : m.id === club.demoMemberId ? 2 : Number(m.habit.weekday === weekdayOf(date));
    const waiting = club.members
      .filter((m) => date < lastDay(m.id))
      .map((m) => ({ id: m.id, turn: nextTurn.get(m.id) as string, habit: habits.get(m.id) as Habit }))
      .sort((a, b) => usual(b) - usual(a) || a.turn.localeCompare(b.turn));
    const due = waiting.filter((m) => m.turn <= date);
    const takers = (date >= today || due.length > 0 ? due : waiting).slice(0, random.pick([1, 1, 1, 1, 2]));
    const standIns =
      date < today ? waiting.filter((m) => !takers.includes(m) && m.id !== club.demoMemberId) : [];
    for (const [index, member] of takers.entries()) {
      const placed = placement(context, date, member.habit);
      if (!placed) continue;
      const fallback = index === 0 ? standIns.slice(0, 5).map((m) => m.id) : [];
      orders.push({
        kind: 'orderWish',
        ref: ref++,
        memberId: member.id,
        standIns: fallback,
        date,
        ...placed,
      });
      nextTurn.set(member.id, addDays(date, member.habit.cadence + random.int(-3, 3)));
    }
  }
  return orders;
}

const OBSERVATIONS = [
  'Paso después del trabajo',
  'Pago con transferencia',
  'Si puedo llego un rato antes',
  'Retira mi pareja con mi cédula',
  'Traigo el efectivo justo',
  'Por favor en dos bolsas separadas',
];

/** When a member ordering for `date` placed the order and which slot they took, as the storefront offered it then. */
function placement(
  { random, now, today }: Context,
  date: string,
  habit: Habit,
): { time: string; at: Date; observations: string } | null {
  let at =
    date >= today
      ? minutesBefore(now, random.int(30, 36 * 60))
      : clubInstant(addDays(date, -random.int(0, 4)), clock(random.int(9 * 60, 22 * 60)));
  let day = pickupDays(at).find((offered) => offered.date === date);
  if (!day && date < today) {
    // Placed on the day after its last slot: it was placed the evening before.
    at = clubInstant(addDays(date, -1), '20:00');
    day = pickupDays(at).find((offered) => offered.date === date);
  }
  if (!day) return null;
  const time = day.slots[Math.min(day.slots.length - 1, Math.floor(habit.slot * day.slots.length))] as string;
  const observations = random.chance(0.15) ? random.pick(OBSERVATIONS) : '';
  return { time, at, observations };
}

/**
 * How each past order ended: mostly handed over, some not collected, a few cancelled by the
 * member in time. Two orders of the last pickup day before today still wait for their mark ('Sin
 * cerrar'); later ones are still to come.
 */
function closings(
  { random, today }: Context,
  orders: readonly OrderWish[],
  demoMemberId: number,
): DemoStep[] {
  const lastPast = orders.reduce((last, o) => (o.date < today && o.date > last ? o.date : last), '');
  const unclosed = new Set(
    orders
      .filter((o) => o.date === lastPast && o.memberId !== demoMemberId)
      .slice(-2)
      .map((o) => o.ref),
  );
  const steps: DemoStep[] = [];
  for (const order of orders) {
    if (order.date >= today || unclosed.has(order.ref)) continue;
    const latestCancel = minutesBefore(clubInstant(order.date, order.time), cancelCutoffHours * 60 + 1);
    const window = latestCancel.getTime() - order.at.getTime();
    const roll = random.next();
    if (roll < 0.05 && window > 30 * 60_000) {
      const at = new Date(order.at.getTime() + random.next() * window);
      steps.push({ kind: 'cancel', ref: order.ref, memberId: order.memberId, at });
    } else {
      const outcome = roll < 0.13 ? 'not_collected' : 'delivered';
      steps.push({ kind: 'handover', ref: order.ref, outcome, at: clubInstant(order.date, '21:00') });
    }
  }
  return steps;
}

/** Bills: handovers at the counter, outside the online orders, about one a week. */
function billWishes(context: Context, club: DemoClub, lastDay: (memberId: number) => string): Wish[] {
  const { random, today, start } = context;
  const wishes: Wish[] = [];
  for (let date = start; date <= today; date = addDays(date, 1)) {
    if (weekdayOf(date) === 0 || !random.chance(0.1)) continue;
    const memberId = random.pick(club.members.filter((m) => date < lastDay(m.id))).id;
    const grams = random.pick([5, 10, 10, 15]);
    wishes.push({ kind: 'billWish', memberId, date, grams, at: notAfterNow(context, date, '16:30') });
  }
  return wishes;
}

/**
 * Walks the steps in time order with the stock and each member's grams of each month, choosing
 * every order's and bill's lines among what is left; a wish nothing can fill is dropped, with
 * what follows from it (its handover or cancellation).
 */
function simulate(
  { random }: Context,
  club: DemoClub,
  planned: ReadonlyArray<DemoStep | Wish>,
  habits: ReadonlyMap<number, Habit>,
): DemoStep[] {
  const prices = new Map(club.products.map((product) => [product.key, product.price]));
  const stock = new Map(club.products.map((product) => [product.key, product.grams]));
  const used = new Map<string, number>();
  const linesOf = new Map<number, DemoLine[]>();
  const orderer = new Map<number, number>();
  const steps: DemoStep[] = [];
  const move = (lines: readonly DemoLine[], sign: 1 | -1) => {
    for (const line of lines) stock.set(line.product, (stock.get(line.product) ?? 0) + sign * line.grams);
  };
  // Lines within the grams the member may still take in `date`'s month that the stock allows.
  const fill = (memberId: number, date: string, wanted: number, kief: boolean): DemoLine[] => {
    const habit = habits.get(memberId) as Habit;
    const month = `${memberId} ${monthOf(date)}`;
    let grams =
      Math.floor(Math.min(wanted, monthlyGramsLimit - (used.get(month) ?? 0)) / gramsStep) * gramsStep;
    const lines: DemoLine[] = [];
    const add = (product: string, amount: number) => {
      if ((stock.get(product) ?? 0) - amount < floorOf(product)) return false;
      lines.push({ product, grams: amount });
      grams -= amount;
      return true;
    };
    if (kief && grams >= 2 * gramsStep) add('kief', gramsStep);
    const parts =
      grams >= 3 * gramsStep && random.chance(0.4) ? [grams - 2 * gramsStep, 2 * gramsStep] : [grams];
    const byStock = [...GROWN].sort((a, b) => (stock.get(b) ?? 0) - (stock.get(a) ?? 0));
    for (const part of parts.filter((p) => p > 0)) {
      const candidates = [...habit.favorites, ...byStock].filter(
        (key) => !lines.some((l) => l.product === key),
      );
      candidates.some((key) => add(key, part));
    }
    used.set(month, (used.get(month) ?? 0) + lines.reduce((sum, line) => sum + line.grams, 0));
    move(lines, -1);
    return lines;
  };
  for (const step of [...planned].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    switch (step.kind) {
      case 'orderWish': {
        for (const memberId of [step.memberId, ...step.standIns]) {
          const habit = habits.get(memberId) as Habit;
          const lines = fill(memberId, step.date, habit.grams + random.int(-1, 1) * gramsStep, habit.kief);
          if (lines.length === 0) continue;
          linesOf.set(step.ref, lines);
          orderer.set(step.ref, memberId);
          const total = lines.reduce((sum, line) => sum + line.grams * (prices.get(line.product) ?? 0), 0);
          const input = { date: step.date, time: step.time, total, observations: step.observations, lines };
          steps.push({ kind: 'order', ref: step.ref, memberId, at: step.at, input });
          break;
        }
        break;
      }
      case 'billWish': {
        const lines = fill(step.memberId, step.date, step.grams, false);
        if (lines.length > 0)
          steps.push({ kind: 'bill', memberId: step.memberId, date: step.date, lines, at: step.at });
        break;
      }
      case 'recount': {
        const onHand = stock.get(step.product) ?? 0;
        const grams = 'to' in step.change ? step.change.to - onHand : step.change.by;
        // A loss that would eat into what the plan keeps for newcomers is left out.
        if (grams === 0 || ('by' in step.change && onHand + grams < floorOf(step.product))) break;
        stock.set(step.product, onHand + grams);
        steps.push({ kind: 'adjustment', product: step.product, grams, reason: step.reason, at: step.at });
        break;
      }
      case 'destructionWish': {
        const onHand = stock.get(step.product) ?? 0;
        if (onHand - step.grams < floorOf(step.product)) break;
        stock.set(step.product, onHand - step.grams);
        const { product, grams, reason, method, witness, at } = step;
        const date = clubNow(at).date;
        steps.push({ kind: 'destruction', product, grams, reason, method, witness, date, at });
        break;
      }
      case 'handover':
      case 'cancel': {
        const lines = linesOf.get(step.ref);
        if (!lines) break;
        if (step.kind === 'cancel' || step.outcome === 'not_collected') move(lines, 1);
        steps.push(step.kind === 'cancel' ? { ...step, memberId: orderer.get(step.ref) as number } : step);
        break;
      }
      case 'harvest':
        move([{ product: step.product, grams: Number(step.draft.stock ?? 0) }], 1);
        steps.push(step);
        break;
      default:
        steps.push(step);
    }
  }
  return steps;
}
