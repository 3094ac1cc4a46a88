import { addDays, clubNow } from '@club/domain/club-clock';
import { seededRandom } from '../seeded-random.ts';
import { expenses } from './expenses.ts';
import { checklists, harvests } from './harvests.ts';
import { billWishes, closings, memberHabits, orderWishes } from './orders.ts';
import { plantRegistry } from './plant-registry.ts';
import { simulate } from './simulation.ts';
import {
  type Context,
  clubInstant,
  DEMO_DAYS,
  type DemoClub,
  type DemoPlan,
  type DemoStep,
  monthOf,
  SOLD_OUT,
  SOLD_OUT_GRAMS,
  type Wish,
} from './steps.ts';

// Six months of a club, as the commands it took: pure, so the same day always plans the same
// club, and a test can check the plan against the rules on any day. The plan is simulated in
// time order with the stock and each member's grams, so every order and bill it holds is one
// the commands accept: within 40 g a month (hence 480 g a year) and within the stock, leaving
// every product but Chocolope (shown sold out) with plenty for a newcomer's first order.
// An order and its handover are about twenty statements, ~10 ms on PGlite: one or two orders a
// pickup day keep a first start quick.

const SEED = 0x5eed_c1b;

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
    // The legal records' waste register: one destruction, with its witness.
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
