// What the bench puts in its database and sends: 200 members with tokens, stock to spare, and
// orders that are all valid (pickup days and slots from domain/src/pickup.ts, right totals, at
// most 40 g per member per month).

import { randomBytes } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import { hashPassword } from '@club/db/passwords';
import { sealFor } from '@club/db/privacy/subject-keys';
import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';

const { gramsStep: GRAMS_STEP, monthlyGramsLimit: MONTHLY_GRAMS_LIMIT } = DEFAULT_CLUB_SETTINGS;

import { clubNow } from '@club/domain/club-clock';
import { pickupDays } from '@club/domain/pickup';
import { hashToken } from '../../gateway/src/kernel/access/viewer.ts';

/** Grams on hand per product during the bench: no order is refused for stock. */
export const ORDER_STOCK_GRAMS = 10_000_000;

export interface BenchProduct {
  id: number;
  key: string;
  price: number;
}

export interface BenchData {
  memberIds: number[];
  tokens: string[];
  products: BenchProduct[];
}

/** `count` active members (bench-N@club.uy) with their registration events and one live token each. */
export async function addBenchMembers(db: Database, count: number): Promise<BenchData> {
  const passwordHash = await hashPassword('bench-password');
  const { rows } = await db.query<{ id: number }>(
    `insert into members (name, last_name, mail, password_hash, role, active)
     select 'Bench', 'Socio ' || n, 'bench-' || n || '@club.uy', $2, 'member', true
       from generate_series(1, $1::int) as n
     returning id`,
    [count, passwordHash],
  );
  const memberIds = rows.map((row) => Number(row.id));
  await db.query(`insert into member_roles (member_id, role) select unnest($1::int[]), 'socio'`, [memberIds]);
  // Their MemberRegistered, as the seed writes them (personal data sealed with each one's key):
  // replay rebuilds members from the log.
  const sealed = await db.transaction(async (tx) => {
    const all: string[] = [];
    for (const [at, id] of memberIds.entries()) {
      all.push(
        await sealFor(tx, `member-${id}`, {
          name: 'Bench',
          lastName: `Socio ${at + 1}`,
          mail: `bench-${at + 1}@club.uy`,
          cedula: null,
          birthDate: null,
          residency: null,
          phone: null,
        }),
      );
    }
    return all;
  });
  await db.query(
    `insert into events (stream_id, version, type, payload, actor)
     select 'member-' || m.id, 1, 'MemberRegistered',
            jsonb_build_object('memberId', m.id, 'role', m.role, 'trimmer', m.trimmer, 'personal', s.sealed),
            'seed'
       from members m join unnest($1::int[], $2::text[]) as s(id, sealed) on s.id = m.id order by m.id`,
    [memberIds, sealed],
  );
  const tokens = memberIds.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `insert into auth_tokens (token_hash, member_id, created_at, expires_at)
     select h, m, now(), now() + interval '1 day' from unnest($1::text[], $2::int[]) as t(h, m)`,
    [tokens.map(hashToken), memberIds],
  );
  const products = await db.query<BenchProduct>(
    'select p.id, p.key, s.price from products p join stock s on s.product_id = p.id where s.available order by p.id',
  );
  return {
    memberIds,
    tokens,
    products: products.rows.map((p) => ({ id: Number(p.id), key: p.key, price: Number(p.price) })),
  };
}

export interface BenchOrder {
  token: string;
  body: { date: string; time: string; total: number; observations: string; [product: string]: unknown };
}

/**
 * Every order the members may place: in each calendar month with a pickup day ahead (today
 * left out, its slots run out during the bench), 40 g per member as 5 g orders, spread over the
 * days, slots and products. All of them are valid, so each refusal the bench counts is a bug or
 * a race.
 */
export function benchOrders(now: Date, data: BenchData): BenchOrder[] {
  const today = clubNow(now).date;
  const byMonth = new Map<string, Array<{ date: string; time: string }>>();
  for (const day of pickupDays(now)) {
    if (day.date === today) continue;
    const month = day.date.slice(0, 7);
    const slots = byMonth.get(month) ?? [];
    for (const time of day.slots) slots.push({ date: day.date, time });
    byMonth.set(month, slots);
  }
  const perMonth = MONTHLY_GRAMS_LIMIT / GRAMS_STEP;
  const orders: BenchOrder[] = [];
  let n = 0;
  // Round by round, so consecutive requests belong to different members.
  for (const slots of byMonth.values()) {
    for (let round = 0; round < perMonth; round += 1) {
      for (const token of data.tokens) {
        const slot = slots[n % slots.length];
        const product = data.products[n % data.products.length];
        if (!slot || !product) continue;
        n += 1;
        orders.push({
          token,
          body: {
            date: slot.date,
            time: slot.time,
            total: product.price * GRAMS_STEP,
            observations: '',
            [product.key]: GRAMS_STEP,
          },
        });
      }
    }
  }
  return orders;
}

/** Members over 40 g in some month (orders that count: not `not_collected`). Must be zero. */
export async function limitViolations(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `select count(*) as n from (
       select member_id, date_trunc('month', pickup_date) as month
         from orders
        where status <> 'not_collected'
        group by 1, 2
       having sum(grams) > $1) as over`,
    [MONTHLY_GRAMS_LIMIT],
  );
  return Number(rows[0]?.n ?? 0);
}
