import { expect } from 'vitest';
import type { Decider, Decision } from '../src/kernel/commands/decider.ts';
import type { ClubEvent } from '../src/kernel/events/club-event.ts';
import type { Refusal } from '../src/kernel/refusals/refusal-table.ts';

// The one Given/When/Then helper every decider's tests use (emmett's DeciderSpecification):
// Given the facts folded with the decider's evolve from its initial state, When a command,
// Then the events it decides, or the refusal.
//
//   deciderSpec(placeOrderDecider)
//     .given(productListed, stockReceived)
//     .when(placeOrder)
//     .thenDecides(orderPlaced);

export interface Then<E, X extends Refusal> {
  /** The decision is exactly these events, in this order. */
  thenDecides(...events: E[]): void;
  /** The decision is a refusal matching `refusal` (a code, or some of its fields). */
  thenRefuses(refusal: X['code'] | Partial<X>): void;
  /** The decision, for assertions the two above do not express (a generated id, a computed total). */
  decision: Decision<E, X>;
}

export interface Spec<C, E extends ClubEvent, X extends Refusal> {
  given(...events: ClubEvent[]): { when(command: C): Then<E, X> };
}

export function deciderSpec<C, S, E extends ClubEvent, X extends Refusal>(
  decider: Decider<C, S, E, X>,
): Spec<C, E, X> {
  const when = (state: S) => ({
    when(command: C): Then<E, X> {
      const decision = decider.decide(command, state);
      return {
        decision,
        thenDecides(...events) {
          expect(decision).toEqual({ ok: true, events });
        },
        thenRefuses(refusal) {
          expect(decision.ok, 'the command was accepted').toBe(false);
          if (decision.ok) return;
          expect(decision.error).toMatchObject(typeof refusal === 'string' ? { code: refusal } : refusal);
        },
      };
    },
  });
  return {
    given: (...events) => when(events.reduce(decider.evolve, decider.initialState())),
  };
}
