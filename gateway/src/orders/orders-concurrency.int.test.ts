import { type Database, openDatabase } from '@club/db/connection';
import { readAll } from '@club/db/event-store';
import { demoAccounts } from '@club/db/seed';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONDAY_NOON, SLOT } from '../../test-support/order-cases.fixture.ts';
import {
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { buildApp } from '../app.ts';
import { asClubEvent } from '../kernel/events/club-event.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { projectStock } from '../stock/public.ts';
import { projectOrders } from './projection.ts';

// The monthly limit under load: 200 concurrent 5 g orders from one member, over REST and
// GraphQL at once and, on PostgreSQL, through two gateways with their own connection pools
// (as two replicas would be), must leave exactly 8 accepted. The orders rotate over seven
// products, so the stock rows' locks alone do not serialise them: the member's lock must.

const ORDERS = 200;

let gw: TestGateway;
let second: { app: Hono<AppEnv>; db: Database } | undefined;
let token: string;
beforeAll(async () => {
  gw = await startTestGateway({ now: () => MONDAY_NOON });
  token = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
  const url = process.env.DATABASE_URL;
  if (url) {
    const { rows } = await gw.db.query<{ schema: string }>('select current_schema() as schema');
    const db = await openDatabase({ databaseUrl: url, schema: rows[0]?.schema, maxConnections: 10 });
    second = {
      db,
      app: buildApp({ db, config: gw.config, logger: pino({ level: 'silent' }), now: () => MONDAY_NOON }),
    };
  }
});
afterAll(async () => {
  await second?.db.close();
  await gw?.close();
});

const PLACE_ORDER = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok code } }`;

/** In-stock products of the demo seed and their price per gram. */
const PRODUCTS = [
  ['applecookies', 45],
  ['despink', 40],
  ['superlemonhaze', 50],
  ['strawberryamnesia', 47],
  ['suguz', 42],
  ['orangecookiemac', 55],
  ['ogkush', 45],
] as const;

async function totalGrams(): Promise<number> {
  const { rows } = await gw.db.query<{ grams: number }>('select sum(grams) as grams from stock');
  return Number(rows[0]?.grams);
}

/** One 5 g order; true if accepted. Refusals must all be the monthly limit. */
async function order(index: number): Promise<boolean> {
  const app = second && index % 4 >= 2 ? second.app : gw.app;
  const [product, price] = PRODUCTS[index % PRODUCTS.length] as (typeof PRODUCTS)[number];
  if (index % 2 === 0) {
    const answer = await call(app, 'POST', '/submitorder', {
      body: { ...SLOT, total: 5 * price, observations: `pedido ${index}`, [product]: 5 },
      headers: authHeader(token),
    });
    if (answer.status === 200) return true;
    expect(answer).toMatchObject({
      status: 403,
      body: { msg: 'Unauthorized', period: 'month', gramsLeft: 0 },
    });
    return false;
  }
  const answer = await graphql(
    app,
    PLACE_ORDER,
    { input: { ...SLOT, total: 5 * price, observations: `pedido ${index}`, lines: [{ product, grams: 5 }] } },
    authHeader(token),
  );
  const result = answer.body.data.placeOrder;
  if (result.ok) return true;
  expect(result.code).toBe('LIMITE_MENSUAL');
  return false;
}

describe('200 concurrent 5 g orders from one member', () => {
  it('accept exactly 8, take exactly 40 g of stock and append exactly 8 OrderPlaced', async () => {
    const stockBefore = await totalGrams();
    const started = performance.now();
    const accepted = await Promise.all(Array.from({ length: ORDERS }, (_, index) => order(index)));
    const ms = Math.round(performance.now() - started);
    console.info(
      `${ORDERS} concurrent orders on ${gw.db.kind}${second ? ' through two gateways' : ''}: ${ms} ms`,
    );

    expect(accepted.filter(Boolean)).toHaveLength(8);
    expect(await totalGrams()).toBe(stockBefore - 40);
    const events = await gw.db.query<{ n: number }>(
      `select count(*) as n from events where type = 'OrderPlaced' and (payload ->> 'memberId')::int = 2`,
    );
    expect(Number(events.rows[0]?.n)).toBe(8);
    const orders = await gw.db.query<{ n: number; grams: number }>(
      'select count(*) as n, sum(grams) as grams from orders where member_id = 2',
    );
    expect(orders.rows[0]).toEqual({ n: 8, grams: 40 });
  });

  it('leave read models that a replay of the log rebuilds exactly', async () => {
    const log = [];
    for await (const event of readAll(gw.db)) log.push(asClubEvent(event));

    // A stock row is shown with its product's key and species (stock/stock-ledger.ts reads it so).
    const stock = await gw.db.query(
      `select s.product_id as "productId", p.key, p.species, s.price, s.available, s.grams
         from stock s join products p on p.id = s.product_id order by s.product_id`,
    );
    expect([...projectStock(log).values()].sort((a, b) => a.productId - b.productId)).toEqual(stock.rows);

    const orders = await gw.db.query<{ id: string }>(
      `select id, member_id as "memberId", to_char(pickup_date, 'YYYY-MM-DD') as "pickupDate",
              pickup_time as "pickupTime", total, grams, observations, lines, status, prepared
         from orders order by id`,
    );
    // projectOrders folds the order streams' events: the others are routed elsewhere, as replay does.
    const orderEvents = log.filter(
      (event) =>
        event.type === 'OrderPlaced' || event.type === 'OrderDelivered' || event.type === 'OrderNotCollected',
    );
    const replayed = [...projectOrders(orderEvents).values()].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(replayed).toEqual(orders.rows);
  });
});
