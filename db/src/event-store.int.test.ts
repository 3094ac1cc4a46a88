import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.ts';
import { append, readAll, readStream, VersionConflictError } from './event-store.ts';
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

  it('lets exactly one of many concurrent writers of the same version win', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction((tx) => append(tx, 'race-1', 0, [{ type: 'StockEdited', payload: { i } }], `w${i}`)),
      ),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of attempts.filter((a) => a.status === 'rejected')) {
      expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflictError);
    }
    expect(await readStream(db, 'race-1')).toHaveLength(1);
  });

  it('rolls the events back with the transaction that failed after appending', async () => {
    await expect(
      db.transaction(async (tx) => {
        await append(tx, 'order-3', 0, [{ type: 'OrderPlaced', payload: {} }], 'a');
        throw new Error('read model update failed');
      }),
    ).rejects.toThrow('read model update failed');
    expect(await readStream(db, 'order-3')).toHaveLength(0);
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
