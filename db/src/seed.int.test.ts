import { productKeys } from '@club/domain/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.ts';
import { migrate } from './migrate.ts';
import { verifyPassword } from './passwords.ts';
import { demoAccounts, hostedDemoUsers, seedDemo } from './seed.ts';
import { openTestDatabase } from './test-support/test-database.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe('migrations and demo seed', () => {
  it('re-running migrations applies nothing new', async () => {
    expect(await migrate(db, process.env.DATABASE_URL ? { schema: await currentSchema() } : {})).toEqual([]);
  });

  it('migrations alone create no accounts', async () => {
    const { rows } = await db.query<{ n: number }>('select count(*) as n from members');
    expect(rows[0]?.n).toBe(0);
    const hosted = await db.query<{ n: number }>('select count(*) as n from hosted_users');
    expect(hosted.rows[0]?.n).toBe(0);
  });

  it('seeds the nine products with stock, the demo accounts and members 26, 41 and 132', async () => {
    expect(await seedDemo(db)).toEqual({ seeded: true });
    const products = await db.query<{ key: string; grams: number; price: number; description: string }>(
      'select p.key, s.grams, s.price, p.description from products p join stock s on s.product_id = p.id order by p.id',
    );
    expect(products.rows.map((p) => p.key)).toEqual([...productKeys]);
    expect(products.rows.some((p) => p.key !== 'kief' && p.grams <= 40)).toBe(true);
    expect(products.rows.every((p) => p.price > 0 && p.description.length > 40)).toBe(true);

    const members = await db.query<{ id: number; mail: string; role: string; password_hash: string }>(
      'select id, mail, role, password_hash from members order by id',
    );
    expect(members.rows.map((m) => m.id)).toEqual(expect.arrayContaining([26, 41, 132]));
    const admin = members.rows.find((m) => m.mail === demoAccounts.admin.mail);
    const member = members.rows.find((m) => m.mail === demoAccounts.member.mail);
    expect(admin?.role).toBe('admin');
    expect(member?.role).toBe('member');
    expect(await verifyPassword(admin?.password_hash ?? '', demoAccounts.admin.password)).toBe(true);
    expect(await verifyPassword(member?.password_hash ?? '', demoAccounts.member.password)).toBe(true);
    expect(await verifyPassword(member?.password_hash ?? '', 'otra-cosa')).toBe(false);
    expect(member?.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it("seeds the admin's hosted account, confirmed and without a password (the club signs it in)", async () => {
    const { rows } = await db.query<{
      email: string;
      password_hash: string | null;
      email_confirmed_at: unknown;
    }>('select email, password_hash, email_confirmed_at from hosted_users');
    expect(rows.map((r) => r.email)).toEqual([hostedDemoUsers[0]?.mail]);
    expect(hostedDemoUsers).toEqual([{ mail: 'admin@club.uy' }]);
    expect(rows[0]?.email_confirmed_at).not.toBeNull();
    expect(rows[0]?.password_hash).toBeNull();
  });

  it('stock in the read model equals the StockReceived events of the log', async () => {
    const { rows } = await db.query<{ product_id: number; grams: number; received: number }>(
      `select s.product_id, s.grams,
              (select sum((e.payload->>'grams')::int) from events e
                where e.stream_id = 'product-' || s.product_id and e.type = 'StockReceived') as received
         from stock s`,
    );
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(Number(row.received)).toBe(row.grams);
  });

  it('new members get ids after the seeded ones', async () => {
    const { rows } = await db.query<{ id: number }>(
      `insert into members (name, last_name, mail, password_hash) values ('N', 'N', 'n@club.uy', 'x') returning id`,
    );
    expect(rows[0]?.id).toBe(133);
  });

  it('does nothing on a database that already has data', async () => {
    expect(await seedDemo(db)).toEqual({ seeded: false });
    const { rows } = await db.query<{ n: number }>('select count(*) as n from products');
    expect(rows[0]?.n).toBe(9);
    const hosted = await db.query<{ n: number }>('select count(*) as n from hosted_users');
    expect(hosted.rows[0]?.n).toBe(1);
  });
});

async function currentSchema(): Promise<string> {
  const { rows } = await db.query<{ schema: string }>('select current_schema() as schema');
  return rows[0]?.schema ?? 'public';
}
