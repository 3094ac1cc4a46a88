import { randomBytes } from 'node:crypto';
import { openTestDatabase, type TestDatabase } from '@club/db/test-support/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useMasterKey } from './master-keys.ts';
import { destroyKey, isForgotten, openFor, openMany, type Sealed, sealFor } from './subject-keys.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db.close();
});

const ana = { name: 'Ana', mail: 'ana@example.uy', cedula: '1.234.567-2' };

describe('subject keys (crypto-shredding)', () => {
  it('seals a subject’s data so that neither the sealed text nor the stored key shows it, and opens it again', async () => {
    const sealed = await db.transaction((tx) => sealFor(tx, 'member-1', ana));
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('Ana');
    const { rows } = await db.query<{ row: string }>(
      'select row_to_json(k)::text as row from subject_keys k',
    );
    expect(rows.map((row) => row.row).join()).not.toMatch(/Ana|ana@example/);
    expect(await openFor(db, 'member-1', sealed)).toEqual(ana);
  });

  it('seals each time with a new nonce under the same key', async () => {
    const [first, second] = await db.transaction(async (tx) => [
      await sealFor(tx, 'member-2', ana),
      await sealFor(tx, 'member-2', ana),
    ]);
    expect(first).not.toBe(second);
    expect(
      await openMany(db, [
        { subject: 'member-2', sealed: first as Sealed },
        { subject: 'member-2', sealed: second as Sealed },
      ]),
    ).toEqual([ana, ana]);
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from subject_keys where subject = 'member-2'",
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('does not open a value copied into another subject', async () => {
    const sealed = await db.transaction((tx) => sealFor(tx, 'member-3', ana));
    await db.transaction((tx) => sealFor(tx, 'member-4', { other: true }));
    await expect(openFor(db, 'member-4', sealed)).rejects.toThrow();
  });

  it('forgets a subject for good once its key is destroyed', async () => {
    const sealed = await db.transaction((tx) => sealFor(tx, 'member-5', ana));
    expect(await db.transaction((tx) => destroyKey(tx, 'member-5'))).toBe(true);
    expect(await db.transaction((tx) => destroyKey(tx, 'member-5'))).toBe(false);
    expect(await isForgotten(db, 'member-5')).toBe(true);
    expect(await openFor(db, 'member-5', sealed)).toBeNull();
    await expect(db.transaction((tx) => sealFor(tx, 'member-5', ana))).rejects.toThrow(/olvidado/);
  });

  it('keeps opening what an older master key wrapped after a new one takes over', async () => {
    const sealed = await db.transaction((tx) => sealFor(tx, 'member-6', ana));
    useMasterKey(randomBytes(32).toString('base64url'));
    await db.transaction((tx) => sealFor(tx, 'member-7', ana));
    expect(await openFor(db, 'member-6', sealed)).toEqual(ana);
    const { rows } = await db.query<{ n: number }>(
      "select count(distinct master_key_id)::int as n from subject_keys where subject in ('member-6', 'member-7')",
    );
    expect(rows[0]?.n).toBe(2);
  });
});
