import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { append } from './event-store.ts';
import { openTestDatabase, type TestDatabase } from './test-support/test-database.ts';

// The events table tells listeners, after each commit that appended, the newest position it wrote,
// on its schema's channel (migration 1764053000000_event_notify.sql); a rolled-back append tells nobody.

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});
beforeEach(() => {
  expect.hasAssertions();
});

describe('listen', () => {
  it('hears each committed append once its transaction commits, with its newest position, and no rolled-back one', async () => {
    const heard: string[] = [];
    let waiting: (() => void) | undefined;
    const { rows: schemas } = await db.query<{ schema: string }>('select current_schema() as schema');
    const stop = await db.listen(`club_events_${schemas[0]?.schema}`, (payload) => {
      heard.push(payload);
      waiting?.();
    });
    const until = async (count: number) => {
      while (heard.length < count) await new Promise<void>((resolve) => (waiting = resolve));
    };
    await expect(
      db.transaction(async (tx) => {
        await append(tx, 'listen-1', 0, [{ type: 'ThingHappened', payload: {} }], 'test');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.transaction(async (tx) => {
      await tx.query('select lock_event_chain()');
      await append(
        tx,
        'listen-2',
        0,
        [
          { type: 'ThingHappened', payload: { n: 1 } },
          { type: 'ThingHappened', payload: { n: 2 } },
        ],
        'test',
      );
    });
    await until(1);
    const { rows } = await db.query<{ position: number }>(
      `select max(position) as position from events where stream_id = 'listen-2'`,
    );
    expect(heard).toEqual([String(rows[0]?.position)]);
    await stop();
  });
});

describe.runIf(process.env.DATABASE_URL)('listen on PostgreSQL', () => {
  it('comes back after its connection is killed, says so, and hears the appends after it', async () => {
    const { rows: schemas } = await db.query<{ schema: string }>('select current_schema() as schema');
    const schema = schemas[0]?.schema ?? '';
    const heard: string[] = [];
    let waiting: (() => void) | undefined;
    const stop = await db.listen(`club_events_${schema}`, (payload) => {
      heard.push(payload);
      waiting?.();
    });
    const until = async (count: number) => {
      while (heard.length < count) await new Promise<void>((resolve) => (waiting = resolve));
    };
    const { rows: killed } = await db.query<{ killed: boolean }>(
      'select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = $1',
      [`club-listen:${schema}`],
    );
    expect(killed).toEqual([{ killed: true }]);
    // Back: an empty notification, since whatever was appended meanwhile went unheard.
    await until(1);
    expect(heard).toEqual(['']);
    await append(db, 'listen-3', 0, [{ type: 'ThingHappened', payload: {} }], 'test');
    await until(2);
    const { rows } = await db.query<{ position: number }>(
      `select max(position) as position from events where stream_id = 'listen-3'`,
    );
    expect(heard).toEqual(['', String(rows[0]?.position)]);
    await stop();
  });
});
