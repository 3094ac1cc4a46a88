import type { Database, Sql } from '@club/db/connection';
import { type ClubEvent, type EventsOfStream, isStreamEvent, type StreamType } from './club-event.ts';

// A read model is one Projection, registered once (gateway/src/projections.ts): the command
// pipeline runs every registered projection's `project` on the events a command appends, in the
// same transaction, and replay folds the whole log through every projection's `rebuild` and
// compares what it gives with the live tables. So a read model is written in one place, and the
// live write and the rebuild cannot drift apart unnoticed.

/** An event as read back from the log. */
export type LoggedEvent<E extends ClubEvent = ClubEvent> = E & {
  streamId: string;
  /** occurred_at as PostgreSQL prints it in JSON (microseconds kept). */
  occurredAt: string;
};

/** A live table replay rebuilds into a fresh `replay_<table>` and compares. */
export interface RebuiltTable {
  table: string;
  /** The columns compared (the ones the log determines). */
  columns: string;
  /** An SQL expression naming a row in the report of differences. */
  key: string;
  /** Added to `create temp table replay_<table> (like <table> ...)`, e.g. 'including defaults'. */
  like?: string;
}

export interface TableComparison {
  table: string;
  liveRows: number;
  rebuiltRows: number;
  /** Rows in the live table that the rebuild does not have (or has with other values). */
  onlyLive: number;
  /** Rows the rebuild has that the live table does not. */
  onlyRebuilt: number;
  /** Keys of a few differing rows, for a first look. */
  sample: string[];
  equal: boolean;
}

export interface Rebuild<E extends ClubEvent, S> {
  initial(): S;
  /** The state after one more event of the projection's streams, in log order (may update `state` in place). */
  evolve(state: S, event: LoggedEvent<E>): S;
  /** The tables compared with their `replay_` copies, written by `write`. */
  tables: readonly RebuiltTable[];
  /** Writes the folded state into the `replay_` copies of `tables`. */
  write(sql: Sql, state: S): Promise<void>;
  /** Comparisons made in this process rather than through a fresh table (the largest read model), besides `tables`. */
  compare?(sql: Sql, kind: Database['kind'], state: S): Promise<TableComparison[]>;
}

export interface Projection<T extends StreamType = StreamType, S = unknown> {
  /** The read model, as the replay report names it. */
  name: string;
  /** The streams whose events it reads; it sees no other event. */
  streams: readonly T[];
  /** The live write: what one command's appended events change, inside its transaction. */
  project(tx: Sql, events: ReadonlyArray<EventsOfStream[T]>): Promise<void>;
  rebuild: Rebuild<EventsOfStream[T], S>;
}

/** Checks a projection's types where it is written; the registry holds them without their state type. */
export function defineProjection<T extends StreamType, S>(projection: Projection<T, S>): Projection<T, S> {
  return projection;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry forgets each projection's own state type
export type AnyProjection = Projection<any, any>;

let registered: readonly AnyProjection[] | null = null;

/** Sets the club's read models, once per process (gateway/src/projections.ts). */
export function registerProjections(projections: readonly AnyProjection[]): void {
  const names = new Set(projections.map((projection) => projection.name));
  if (names.size !== projections.length) throw new Error('Two projections share a name');
  registered = projections;
}

export function registeredProjections(): readonly AnyProjection[] {
  if (registered === null)
    throw new Error('No projections registered: import gateway/src/projections.ts before running a command');
  return registered;
}

/** The events of `events` a projection reads, in order. */
export function eventsFor<T extends StreamType>(
  projection: Projection<T, unknown>,
  events: readonly ClubEvent[],
): Array<EventsOfStream[T]> {
  return events.filter((event): event is EventsOfStream[T] => isStreamEvent(event, ...projection.streams));
}

/** Step 5 of the pipeline: every registered projection that reads these events writes them. */
export async function projectEvents(tx: Sql, events: readonly ClubEvent[]): Promise<void> {
  if (events.length === 0) return;
  for (const projection of registeredProjections()) {
    const mine = eventsFor(projection, events);
    if (mine.length > 0) await projection.project(tx, mine);
  }
}
