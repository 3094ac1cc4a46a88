import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, sendLater } from './connection.ts';
import { append, appendLater, readAll, readStream, VersionConflictError } from './event-store.ts';
import { openTestDatabase } from './test-support/test-database.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe('event store', () => {
  it('appends events with consecutive versions and reads them back in order', async () => {
    await append(db, 'order-1', 0, [{ type: 'OrderPlaced', payload: { grams: 10 } }], 'member:2');
    const stored = await append(db, 'order-1', 1, [{ type: 'OrderDelivered', payload: {} }], 'member:1');
    expect(stored[0]?.version).toBe(2);
    const stream = await readStream(db, 'order-1');
    expect(stream.map((e) => [e.version, e.type, e.actor])).toEqual([
      [1, 'OrderPlaced', 'member:2'],
      [2, 'OrderDelivered', 'member:1'],
    ]);
    expect(stream[0]?.payload).toEqual({ grams: 10 });
    expect(stream[1]?.position).toBeGreaterThan(stream[0]?.position ?? Infinity);
  });

  it('refuses an append whose expected version is stale, and writes nothing', async () => {
    await append(db, 'order-2', 0, [{ type: 'OrderPlaced', payload: {} }], 'a');
    await expect(
      append(db, 'order-2', 0, [{ type: 'OrderPlaced', payload: {} }], 'b'),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect(await readStream(db, 'order-2')).toHaveLength(1);
  });

  it.each([
    ['append', append, 'race-1'],
    ['appendLater', appendLater, 'race-2'],
  ] as const)(
    '%s: of many concurrent writers of the same version exactly one wins',
    async (_, write, stream) => {
      const attempts = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          db.transaction(async (tx) => {
            await write(tx, stream, 0, [{ type: 'StockEdited', payload: { i } }], `w${i}`);
          }),
        ),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      for (const lost of attempts.filter((a) => a.status === 'rejected')) {
        expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflictError);
      }
      expect(await readStream(db, stream)).toHaveLength(1);
    },
  );

  it('rolls the events back with the transaction that failed after appending', async () => {
    await expect(
      db.transaction(async (tx) => {
        await append(tx, 'order-3', 0, [{ type: 'OrderPlaced', payload: {} }], 'a');
        throw new Error('read model update failed');
      }),
    ).rejects.toThrow('read model update failed');
    expect(await readStream(db, 'order-3')).toHaveLength(0);
  });

  it('appendLater: a stale version fails the transaction as VersionConflictError, its writes undone', async () => {
    await db.transaction((tx) => appendLater(tx, 'later-1', 0, [{ type: 'StockEdited', payload: {} }], 'a'));
    await expect(
      db.transaction(async (tx) => {
        await appendLater(tx, 'later-1', 0, [{ type: 'StockEdited', payload: { again: true } }], 'b');
        // A projection's write sent behind it, and a read: the conflict is what the caller sees.
        await sendLater(
          tx,
          `insert into club_settings (effective_from, settings) values ('2001-01-01', '{}')`,
        );
        await tx.query('select 1');
      }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect(await readStream(db, 'later-1')).toHaveLength(1);
    const { rows } = await db.query(`select 1 from club_settings where effective_from = '2001-01-01'`);
    expect(rows).toHaveLength(0);
  });

  it('a statement sent without waiting that fails is what the transaction throws, even after the last query', async () => {
    await expect(
      db.transaction(async (tx) => {
        await sendLater(tx, 'select 1 / 0');
      }),
    ).rejects.toThrow(/division by zero/);
    await expect(
      db.transaction(async (tx) => {
        await sendLater(tx, 'select 1 / 0');
        await tx.query('select 1');
      }),
    ).rejects.toThrow(/division by zero/);
  });

  it('refuses event types that are not past-tense facts', async () => {
    await expect(append(db, 'x-1', 0, [{ type: 'PlaceOrder', payload: {} }], 'a')).rejects.toThrow(
      /past-tense/,
    );
  });

  it('pages through the whole log in position order', async () => {
    const all = [];
    for await (const event of readAll(db, 2)) all.push(event.position);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect([...all].sort((a, b) => a - b)).toEqual(all);
  });

  it('is append-only in the database itself: UPDATE, DELETE and TRUNCATE are rejected', async () => {
    await expect(db.query(`update events set type = 'Tampered'`)).rejects.toThrow(/append-only/);
    await expect(db.query('delete from events')).rejects.toThrow(/append-only/);
    await expect(db.exec('truncate events')).rejects.toThrow(/append-only/);
    const { rows } = await db.query<{ n: number }>(
      `select count(*) as n from events where type = 'Tampered'`,
    );
    expect(rows[0]?.n).toBe(0);
    expect((await readStream(db, 'order-1')).map((e) => e.type)).toEqual(['OrderPlaced', 'OrderDelivered']);
  });
});
