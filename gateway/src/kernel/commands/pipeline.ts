import type { Database, Sql } from '@club/db/connection';
import { appendLater, readStream, VersionConflictError } from '@club/db/event-store';
import {
  asClubEvent,
  type ClubEvent,
  type EventsOfStream,
  isStreamEvent,
  type StreamType,
} from '../events/club-event.ts';
import { projectEvents } from '../events/projections.ts';
import { type Refusal, refusal } from '../refusals/refusal-table.ts';
import type { Decision } from './decider.ts';

export type { Decision };

// The one write path (docs/decisions/017-one-write-path.md). Every state change is a Command and
// runs the same five steps in one transaction:
//   1. lock   what an invariant across streams needs (a member's grams, stock rows, the club size);
//   2. load   the state and the version of the stream it was read from;
//   3. decide (pure) the events, or a refusal;
//   4. append them with the version loaded in 2: a writer that got there in between makes it
//      throw VersionConflictError, and the whole command runs again (withRetry);
//   5. project the appended events through every registered projection (gateway/src/projections.ts),
//      the same ones replay runs, then answer the caller from them.
// Nothing here knows a feature: a command is data, so each reads top to bottom in its own file.

export interface Loaded<S> {
  state: S;
  /** The stream the events go to. */
  stream: string;
  /** Its version when `state` was read (0: a new stream). */
  version: number;
}

export interface Command<S, E extends ClubEvent, R, X extends Refusal = Refusal> {
  /** `member-<id>` of who asks, or `seed`. */
  actor: string;
  lock?(tx: Sql): Promise<void>;
  load(tx: Sql): Promise<Loaded<S>>;
  decide(state: S): Decision<E, X>;
  /** Runs after a successful append (also with no events, to answer with the state as it is). */
  project(tx: Sql, events: readonly E[], state: S): Promise<R>;
}

/** Step 2 for a state that is its stream folded with `evolve` (an order, a work entry). */
export async function loadStream<S, T extends StreamType>(
  tx: Sql,
  stream: string,
  streamType: T,
  evolve: (state: S | undefined, event: EventsOfStream[T]) => S | undefined,
): Promise<Loaded<S | undefined>> {
  const events = await readStream(tx, stream);
  let state: S | undefined;
  for (const stored of events) {
    // As the union alone (not intersected with the stored row's type): the type checker could not
    // narrow that intersection to the stream's events once the club had as many as it has.
    const event: ClubEvent = asClubEvent(stored);
    if (!isStreamEvent(event, streamType)) throw new Error(`${stream} holds a ${stored.type}`);
    state = evolve(state, event);
  }
  return { state, stream, version: events.at(-1)?.version ?? 0 };
}

export type CommandOutcome<R, X extends Refusal = Refusal> =
  | { ok: true; value: R }
  | { ok: false; error: X | Refusal };

/** Steps 1 to 5 inside the caller's transaction: for a command that is part of a larger one. */
export async function executeCommand<S, E extends ClubEvent, R, X extends Refusal>(
  tx: Sql,
  command: Command<S, E, R, X>,
): Promise<CommandOutcome<R, X>> {
  await command.lock?.(tx);
  const loaded = await command.load(tx);
  const decision = command.decide(loaded.state);
  if (!decision.ok) return decision;
  if (decision.events.length > 0) {
    // Sent with the projection's writes and the commit (appendLater): a conflict surfaces as
    // VersionConflictError from the transaction, which withRetry catches.
    await appendLater(tx, loaded.stream, loaded.version, decision.events, command.actor);
  }
  await projectEvents(tx, decision.events);
  const value = await command.project(tx, decision.events, loaded.state);
  return { ok: true, value };
}

/** Runs a command in its own transaction, again after a version conflict (withRetry). */
export function runCommand<S, E extends ClubEvent, R, X extends Refusal>(
  db: Database,
  command: Command<S, E, R, X>,
): Promise<CommandOutcome<R, X>> {
  return withRetry(() => db.transaction((tx) => executeCommand(tx, command)));
}

/** How many times a command runs before a version conflict becomes the refusal CAMBIO_CONCURRENTE. */
export const COMMAND_ATTEMPTS = 3;

/**
 * The retry policy, written once: a version conflict means another writer appended to the stream
 * after this one loaded it, so loading again sees that change and decides on it. Each attempt is
 * a fresh transaction; what a refused attempt wrote was rolled back with it.
 */
export async function withRetry<T>(attempt: () => Promise<T>): Promise<T | { ok: false; error: Refusal }> {
  for (let run = 1; ; run++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      if (run >= COMMAND_ATTEMPTS) return { ok: false, error: refusal('CAMBIO_CONCURRENTE') };
    }
  }
}
