// The members' side of the plan: their habits, the orders they place on pickup days, how each
// ended, and the bills of handovers at the counter.
import { isClosedOn } from '@club/domain/club-calendar';
import { addDays } from '@club/domain/club-clock';
import { DEFAULT_CLUB_SETTINGS, slotsOfWeekday } from '@club/domain/club-settings';
import { pickupDays } from '@club/domain/pickup';
import {
  type Context,
  clock,
  clubInstant,
  type DemoClub,
  type DemoStep,
  GROWN,
  type Habit,
  minutesBefore,
  notAfterNow,
  type OrderWish,
  type Wish,
  weekdayOf,
} from './steps.ts';

const { cancelCutoffHours } = DEFAULT_CLUB_SETTINGS;

/** Most members come about once a month for most of their 40 g; some every two or three weeks. */
export function memberHabits({ random }: Context, club: DemoClub): Map<number, Habit> {
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
export function orderWishes(
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
    // The club's calendar too: no member orders for a holiday the storefront never offered.
    if (slotsOfWeekday(DEFAULT_CLUB_SETTINGS, weekdayOf(date)).length === 0) continue;
    if (isClosedOn(DEFAULT_CLUB_SETTINGS, date)) continue;
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
export function closings(
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
export function billWishes(context: Context, club: DemoClub, lastDay: (memberId: number) => string): Wish[] {
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
