import { type Database, openDatabase } from '@club/db/connection';
import { demoAccounts } from '@club/db/seed';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { buildApp } from '../app.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { replayReadModels } from '../replay/public.ts';

// Bills and orders share the member's limit under load: 50 concurrent 5 g requests for the demo
// member, half bills (admin) and half orders (the member), over REST and GraphQL at once and, on
// PostgreSQL, through two gateways with their own pools (two replicas), must leave exactly 8
// accepted in total (40 g), and read models a replay of the log rebuilds exactly.

const REQUESTS = 50;
/** Tuesday 10 September 2024, noon in Montevideo: bills dated today, orders picked up at 17:00. */
const NOW = new Date('2024-09-10T12:00:00-03:00');
const TODAY = '2024-09-10';

let gw: TestGateway;
let second: { app: Hono<AppEnv>; db: Database } | undefined;
let adminToken: string;
let memberToken: string;
let demoId: number;
beforeAll(async () => {
  gw = await startTestGateway({ now: () => NOW });
  adminToken = await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);
  memberToken = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
  const { rows } = await gw.db.query<{ id: number }>('select id from members where mail = $1', [
    demoAccounts.member.mail,
  ]);
  demoId = Number(rows[0]?.id);
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = await gw.db.query<{ schema: string }>('select current_schema() as schema');
    const db = await openDatabase({ databaseUrl: url, schema: schema.rows[0]?.schema, maxConnections: 10 });
    second = {
      db,
      app: buildApp({ db, config: gw.config, logger: pino({ level: 'silent' }), now: () => NOW }),
    };
  }
});
afterAll(async () => {
  await second?.db.close();
  await gw?.close();
});

/** In-stock products of the demo seed and their price per gram. */
const PRODUCTS = [
  ['applecookies', 45],
  ['despink', 40],
  ['superlemonhaze', 50],
  ['ogkush', 45],
] as const;

async function totalGrams(): Promise<number> {
  const { rows } = await gw.db.query<{ grams: number }>('select sum(grams) as grams from stock');
  return Number(rows[0]?.grams);
}

/** One 5 g bill or order; true if accepted. Every refusal must be the monthly limit. */
async function request(index: number): Promise<{ kind: 'bill' | 'order'; accepted: boolean }> {
  const app = second && index % 8 >= 4 ? second.app : gw.app;
  const [product, price] = PRODUCTS[index % PRODUCTS.length] as (typeof PRODUCTS)[number];
  const viaRest = index % 4 < 2;
  if (index % 2 === 0) {
    if (viaRest) {
      const answer = await call(app, 'POST', '/admin/addBill', {
        body: { socio_id: demoId, date: TODAY, species: [{ product, amount: 5 }] },
        headers: authHeader(adminToken),
      });
      if (answer.status === 201) return { kind: 'bill', accepted: true };
      expect(answer).toMatchObject({ status: 403, body: { code: 'LIMITE_MENSUAL', gramsLeft: 0 } });
      return { kind: 'bill', accepted: false };
    }
    const answer = await graphql(
      app,
      'mutation ($input: AddBillInput!) { addBill(input: $input) { ok code } }',
      { input: { socioId: demoId, date: TODAY, species: [{ product, amount: 5 }] } },
      authHeader(adminToken),
    );
    const result = answer.body.data.addBill;
    if (!result.ok) expect(result.code).toBe('LIMITE_MENSUAL');
    return { kind: 'bill', accepted: result.ok };
  }
  const slot = { date: TODAY, time: '17:00', total: 5 * price, observations: `pedido ${index}` };
  if (viaRest) {
    const answer = await call(app, 'POST', '/submitorder', {
      body: { ...slot, [product]: 5 },
      headers: authHeader(memberToken),
    });
    if (answer.status === 200) return { kind: 'order', accepted: true };
    expect(answer).toMatchObject({ status: 403, body: { code: 'LIMITE_MENSUAL', gramsLeft: 0 } });
    return { kind: 'order', accepted: false };
  }
  const answer = await graphql(
    app,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok code } }',
    { input: { ...slot, lines: [{ product, grams: 5 }] } },
    authHeader(memberToken),
  );
  const result = answer.body.data.placeOrder;
  if (!result.ok) expect(result.code).toBe('LIMITE_MENSUAL');
  return { kind: 'order', accepted: result.ok };
}

describe(`${REQUESTS} concurrent 5 g bills and orders for one member`, () => {
  it('accept exactly 8 in total and take exactly 40 g of stock', async () => {
    const stockBefore = await totalGrams();
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: REQUESTS }, (_, index) => request(index)));
    const ms = Math.round(performance.now() - started);
    const accepted = outcomes.filter((o) => o.accepted);
    const bills = accepted.filter((o) => o.kind === 'bill').length;
    console.info(
      `${REQUESTS} concurrent bills + orders on ${gw.db.kind}${second ? ' through two gateways' : ''}: ` +
        `${ms} ms, accepted ${bills} bills + ${accepted.length - bills} orders`,
    );

    expect(accepted).toHaveLength(8);
    expect(await totalGrams()).toBe(stockBefore - 40);
    const { rows } = await gw.db.query<{ bills: number; orders: number; events: number }>(
      `select (select coalesce(sum(grams), 0) from bills where member_id = $1)::int as bills,
              (select coalesce(sum(grams), 0) from orders where member_id = $1)::int as orders,
              (select count(*) from events where type in ('BillIssued', 'OrderPlaced')
                  and (payload ->> 'memberId')::int = $1)::int as events`,
      [demoId],
    );
    expect(rows[0]).toEqual({ bills: bills * 5, orders: (8 - bills) * 5, events: 8 });
  });

  it('leave read models that a replay of the log rebuilds exactly', async () => {
    const report = await replayReadModels(gw.db);
    expect(report.equal).toBe(true);
    expect(report.tables.map((t) => t.table).sort()).toEqual(
      [
        'orders',
        'products',
        'stock',
        'dispensation_lines',
        'bills',
        'expenses',
        'expense_receipts',
        'members',
        'work_entries',
        'task_reports',
        'club_settings',
        'mother_plants',
        'batches',
        'treatments',
        'batch_analyses',
        'member_opening_balances',
        'harvests',
        'member_roles',
        'invitations',
        'applications',
        'product_photos',
        'club_profile',
      ].sort(),
    );
  });
});
