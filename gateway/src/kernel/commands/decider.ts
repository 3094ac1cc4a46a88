import type { ClubEvent } from '../events/club-event.ts';
import type { Refusal } from '../refusals/refusal-table.ts';

// A decider, as emmett writes one: the pure rule of one kind of command. `decide` answers a command
// with the events it causes or a refusal; `evolve` folds the facts the rule depends on (of its own
// stream or others) into the state it decides on; `initialState` is that state before any fact.
// The command's `load` builds the same state from the read models under its locks (faster than a
// fold); the decider's tests build it with `evolve`, through one Given/When/Then helper
// (gateway/test-support/decider-spec.ts).

export type Decision<E, X extends Refusal = Refusal> = { ok: true; events: E[] } | { ok: false; error: X };

export interface Decider<C, S, E extends ClubEvent, X extends Refusal = Refusal> {
  decide(command: C, state: S): Decision<E, X>;
  evolve(state: S, event: ClubEvent): S;
  initialState(): S;
}
