import { clubNow } from '@club/domain/club-clock';
import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import {
  type Context,
  type DemoClub,
  type DemoLine,
  type DemoStep,
  floorOf,
  GROWN,
  type Habit,
  monthOf,
  type Wish,
} from './steps.ts';

const { monthlyGramsLimit, gramsStep } = DEFAULT_CLUB_SETTINGS;

/**
 * Walks the steps in time order with the stock and each member's grams of each month, choosing
 * every order's and bill's lines among what is left; a wish nothing can fill is dropped, with
 * what follows from it (its handover or cancellation).
 */
export function simulate(
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
