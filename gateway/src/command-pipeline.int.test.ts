import './projections.ts';
import type { Database } from '@club/db/connection';
import { append, readStream } from '@club/db/event-store';
import { openTestDatabase } from '@club/db/test-support/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_ATTEMPTS, type Command, runCommand } from './kernel/commands/pipeline.ts';
import type { MonthClosedEvent } from './month-close/public.ts';

// The pipeline's step 4 is a real optimistic check: the version passed to append is the one the
// load read, so a writer that appends between a command's load and its append makes it run again
// (and, when it can never win, refuse with CAMBIO_CONCURRENTE), never write over the other.

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

/**
 * A fact no registered projection reads (the close is read from the log itself), so the test
 * needs no read model: `lastPosition` carries the number the test follows.
 */
const recorded = (amount: number): MonthClosedEvent => ({
  type: 'MonthClosed',
  payload: {
    month: '2024-09',
    memberId: 1,
    products: [],
    hash: '',
    events: 0,
    lastPosition: amount,
  },
});

/**
 * A command on one stream whose load, on the first `interruptions` runs, lets another writer
 * append right after reading the version: what a concurrent command does on another replica.
 */
function commandWithWriterInBetween(stream: string, interruptions: number) {
  const runs: number[] = [];
  const command: Command<number, MonthClosedEvent, number> = {
    actor: 'member-1',
    async load(tx) {
      const version = (await readStream(tx, stream)).length;
      runs.push(version);
      if (runs.length <= interruptions) {
        await append(tx, stream, version, [recorded(100 + runs.length)], 'member-2');
      }
      return { state: version, stream, version };
    },
    decide: (version) => ({ ok: true, events: [recorded(version)] }),
    project: async (_tx, events) => events.length,
  };
  return { command, runs };
}

describe('the command pipeline', () => {
  it('appends with the version it loaded: a writer in between makes the command run again, on what that writer left', async () => {
    const stream = 'pipeline-retry';
    const { command, runs } = commandWithWriterInBetween(stream, 1);
    const outcome = await runCommand(db, command);
    expect(outcome).toEqual({ ok: true, value: 1 });
    // First run: loaded version 0, lost to the writer (rolled back with it); second: loaded 0 again
    // because the interrupting append was in the same rolled-back transaction, and won.
    expect(runs).toEqual([0, 0]);
    const events = await readStream<{ lastPosition: number }>(db, stream);
    expect(events.map((event) => [event.version, event.payload.lastPosition])).toEqual([[1, 0]]);
  });

  it(`gives up after ${COMMAND_ATTEMPTS} runs that each lost the race, with CAMBIO_CONCURRENTE and nothing written`, async () => {
    const stream = 'pipeline-give-up';
    const { command, runs } = commandWithWriterInBetween(stream, COMMAND_ATTEMPTS);
    const outcome = await runCommand(db, command);
    expect(outcome).toEqual({
      ok: false,
      error: { code: 'CAMBIO_CONCURRENTE', message: 'Otro cambio se guardó al mismo tiempo. Probá de nuevo' },
    });
    expect(runs).toHaveLength(COMMAND_ATTEMPTS);
    expect(await readStream(db, stream)).toEqual([]);
  });

  it('refuses a stale version even when the other writer committed first', async () => {
    const stream = 'pipeline-stale';
    await append(db, stream, 0, [recorded(1)], 'member-2');
    let loads = 0;
    const outcome = await runCommand(db, {
      actor: 'member-1',
      // A load that always reads the version before the committed event: it can never append.
      load: async () => {
        loads += 1;
        return { state: null, stream, version: 0 };
      },
      decide: () => ({ ok: true, events: [recorded(2)] }),
      project: async () => 'written',
    });
    expect(outcome).toMatchObject({ ok: false, error: { code: 'CAMBIO_CONCURRENTE' } });
    expect(loads).toBe(COMMAND_ATTEMPTS);
    expect((await readStream(db, stream)).map((event) => event.version)).toEqual([1]);
  });
});
