import { readStream } from '@club/db/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  type AdminTestGateway,
  eventCount,
  MEMBER_ID,
  startAdminTestGateway,
  stockOf,
  THURSDAY,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import { insertOrderRow } from '../../test-support/order-cases.fixture.ts';
import { authHeader, call, graphql } from '../../test-support/test-gateway.ts';

// /admin/orders' data (days, a day's orders with history, GET /admin/seeorders) and the
// handover ('Entregado' / 'No retirado') as events, on PGlite or PostgreSQL. Clock: Monday
// 2 September 2024, noon (Montevideo).

let gw: AdminTestGateway;
let early: string; // Tuesday 17:00, the demo member, 10 g OG Kush + 5 g Kief
let late: string; // Tuesday 18:30, another member
let thursday: string;
let other: { id: number; token: string };
beforeAll(async () => {
  gw = await startAdminTestGateway();
  other = await gw.newMember();
  // Placed out of hour order, to see them sorted.
  late = await gw.placeOrder(other.token, { date: TUESDAY, time: '18:30', lines: { despink: 20 } });
  early = await gw.placeOrder(gw.memberToken, {
    date: TUESDAY,
    time: '17:00',
    lines: { ogkush: 10, kief: 5 },
    observations: 'Paso después del trabajo',
  });
  thursday = await gw.placeOrder(gw.memberToken, { date: THURSDAY, time: '19:45', lines: { suguz: 5 } });
  // Rows of past days, straight into the read model: one inside the last 24 hours, one before.
  await insertOrderRow(gw.db, { memberId: 3, date: '2024-09-01', grams: 5, status: 'delivered' });
  await insertOrderRow(gw.db, { memberId: 3, date: '2024-08-31', grams: 5, status: 'delivered' });
});
afterAll(() => gw?.close());

const ORDER_FIELDS = `id date hour memberId socio name lastName observations total grams status
  products { productId key species grams price }
  history { type actor actorName occurredAt }`;
const DELIVER = `mutation ($id: String!) { deliverOrder(orderId: $id) { ok code error order { id status history { type actorName } } } }`;
const NOT_COLLECTED = `mutation ($id: String!) { markOrderNotCollected(orderId: $id) { ok code error order { id status } } }`;

describe('the days and the orders of a day', () => {
  it('lists pickup days with orders from the last 24 hours onwards', async () => {
    const { orderDays } = await gw.asAdmin<{ orderDays: string[] }>('{ orderDays }');
    expect(orderDays).toEqual(['2024-09-01', TUESDAY, THURSDAY]);
  });

  it("answers a day's orders by hour, with the member's name, products, observations, total and history", async () => {
    const { adminOrders } = await gw.asAdmin<{ adminOrders: Record<string, unknown>[] }>(
      `query ($date: String!) { adminOrders(date: $date) { ${ORDER_FIELDS} } }`,
      { date: TUESDAY },
    );
    expect(adminOrders.map((order) => order.id)).toEqual([early, late]);
    expect(adminOrders[0]).toMatchObject({
      date: TUESDAY,
      hour: '17:00',
      memberId: MEMBER_ID,
      socio: 'Martín Rodríguez',
      observations: 'Paso después del trabajo',
      total: 10 * 45 + 5 * 60,
      grams: 15,
      status: 'placed',
      products: [
        { productId: 8, key: 'ogkush', species: 'OG Kush', grams: 10, price: 45 },
        { productId: 9, key: 'kief', species: 'Kief', grams: 5, price: 60 },
      ],
      history: [{ type: 'OrderPlaced', actor: `member-${MEMBER_ID}`, actorName: 'Martín Rodríguez' }],
    });
    expect(adminOrders[1]).toMatchObject({ hour: '18:30', socio: 'Prueba Socio1', total: 800 });
    const none = await gw.asAdmin<{ adminOrders: unknown[] }>('{ adminOrders(date: "2024-09-04") { id } }');
    expect(none.adminOrders).toEqual([]);
  });

  it('GET /admin/seeorders answers the spec’s order admin view, from the last 24 hours onwards', async () => {
    const answer = await call(gw.app, 'GET', '/admin/seeorders', { headers: authHeader(gw.adminToken) });
    expect(answer.status).toBe(200);
    expect(answer.body.map((order: { date: string }) => order.date)).toEqual([
      '2024-09-01',
      TUESDAY,
      TUESDAY,
      THURSDAY,
    ]);
    expect(answer.body[1]).toEqual({
      id: early,
      date: TUESDAY,
      socio: 'Martín Rodríguez',
      hour: '17:00',
      products: { ogkush: 10, kief: 5 },
      observations: 'Paso después del trabajo',
      total: 750,
      status: 'placed',
    });
    const day = await call(gw.app, 'GET', `/admin/seeorders?date=${THURSDAY}`, {
      headers: authHeader(gw.adminToken),
    });
    expect(day.body).toEqual([expect.objectContaining({ id: thursday, products: { suguz: 5 } })]);
    const bad = await call(gw.app, 'GET', '/admin/seeorders?date=5/9/2024', {
      headers: authHeader(gw.adminToken),
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'FECHA_INVALIDA' } });
  });

  it('refuses members: 403 on REST, FORBIDDEN on GraphQL', async () => {
    expect(
      (await call(gw.app, 'GET', '/admin/seeorders', { headers: authHeader(gw.memberToken) })).status,
    ).toBe(403);
    for (const query of ['{ orderDays }', '{ adminOrders(date: "2024-09-03") { id } }']) {
      const answer = await graphql(gw.app, query, {}, authHeader(gw.memberToken));
      expect(answer.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
  });
});

describe("the handover: 'Entregado'", () => {
  it('appends OrderDelivered by the admin, marks the order, records the dispensation; stock does not move again', async () => {
    const stockBefore = await stockOf(gw.db, 8);
    const { deliverOrder } = await gw.asAdmin<{ deliverOrder: Record<string, unknown> }>(DELIVER, {
      id: early,
    });
    expect(deliverOrder).toEqual({
      ok: true,
      code: null,
      error: null,
      order: {
        id: early,
        status: 'delivered',
        history: [
          { type: 'OrderPlaced', actorName: 'Martín Rodríguez' },
          { type: 'OrderDelivered', actorName: 'Lucía Pereira' },
        ],
      },
    });
    const stream = await readStream(gw.db, `order-${early}`);
    expect(stream.map((event) => [event.version, event.type, event.actor])).toEqual([
      [1, 'OrderPlaced', `member-${MEMBER_ID}`],
      [2, 'OrderDelivered', `member-${ADMIN_ID}`],
    ]);
    expect(stream[1]?.payload).toMatchObject({
      orderId: early,
      memberId: MEMBER_ID,
      date: TUESDAY,
      total: 750,
    });
    expect(await stockOf(gw.db, 8)).toEqual(stockBefore);
    const { rows } = await gw.db.query(
      `select product_id, grams, amount from dispensation_lines where source_stream = $1 order by product_id`,
      [`order-${early}`],
    );
    expect(rows).toEqual([
      { product_id: 8, grams: 10, amount: 450 },
      { product_id: 9, grams: 5, amount: 300 },
    ]);
  });

  it('refuses a second mark either way with 409 and appends nothing', async () => {
    const events = await eventCount(gw.db);
    const again = await gw.asAdmin<{ deliverOrder: unknown }>(DELIVER, { id: early });
    expect(again.deliverOrder).toMatchObject({
      ok: false,
      code: 'YA_ENTREGADO',
      error: 'Este pedido ya fue marcado como entregado',
      order: null,
    });
    const rest = await call(gw.app, 'POST', `/admin/markOrder/${early}`, {
      body: { status: 'not_collected' },
      headers: authHeader(gw.adminToken),
    });
    expect(rest).toMatchObject({ status: 409, body: { msg: 'Conflict', code: 'YA_ENTREGADO' } });
    expect(await eventCount(gw.db)).toBe(events);
  });
});

describe("the handover: 'No retirado'", () => {
  it("gives the grams back to stock and to the member's month", async () => {
    const grams = async () => {
      const answer = await graphql(
        gw.app,
        'query ($d: String!) { myGrams(date: $d) { usedMonth leftMonth } }',
        { d: TUESDAY },
        authHeader(other.token),
      );
      return answer.body.data.myGrams;
    };
    expect(await grams()).toEqual({ usedMonth: 20, leftMonth: 20 });
    const stockBefore = await stockOf(gw.db, 2);
    const rest = await call(gw.app, 'POST', `/admin/markOrder/${late}`, {
      body: { status: 'not_collected' },
      headers: authHeader(gw.adminToken),
    });
    expect(rest).toMatchObject({
      status: 200,
      body: { msg: 'Order updated', order: { id: late, status: 'not_collected', products: { despink: 20 } } },
    });
    expect(await stockOf(gw.db, 2)).toEqual({ ...stockBefore, grams: stockBefore.grams + 20 });
    expect(await grams()).toEqual({ usedMonth: 0, leftMonth: 40 });
    expect((await readStream(gw.db, `order-${late}`)).map((event) => event.type)).toEqual([
      'OrderPlaced',
      'OrderNotCollected',
    ]);
    // The member may order those grams again.
    await gw.placeOrder(other.token, { date: THURSDAY, time: '17:00', lines: { despink: 40 } });
  });

  it('refuses an unknown order (404), another status (400) and members (403); nothing appended', async () => {
    const events = await eventCount(gw.db);
    const headers = authHeader(gw.adminToken);
    for (const id of ['9d7f1c1e-0000-4000-8000-000000000000', 'nada']) {
      expect(
        await call(gw.app, 'POST', `/admin/markOrder/${id}`, { body: { status: 'delivered' }, headers }),
      ).toMatchObject({
        status: 404,
        body: { msg: 'Not Found', code: 'PEDIDO_DESCONOCIDO', error: 'No encontramos ese pedido' },
      });
    }
    expect(
      await call(gw.app, 'POST', `/admin/markOrder/${thursday}`, { body: { status: 'entregado' }, headers }),
    ).toMatchObject({ status: 400, body: { code: 'ESTADO_INVALIDO' } });
    expect(
      (
        await call(gw.app, 'POST', `/admin/markOrder/${thursday}`, {
          body: { status: 'delivered' },
          headers: authHeader(gw.memberToken),
        })
      ).status,
    ).toBe(403);
    const forbidden = await graphql(gw.app, NOT_COLLECTED, { id: thursday }, authHeader(gw.memberToken));
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await eventCount(gw.db)).toBe(events);
  });
});

describe('double clicks and two admins at once', () => {
  it('records exactly one handover of an order marked six times at once, and counts its grams back once', async () => {
    const id = await gw.placeOrder(gw.memberToken, {
      date: THURSDAY,
      time: '18:00',
      lines: { applecookies: 10 },
    });
    const stockBefore = await stockOf(gw.db, 1);
    const answers = await Promise.all(
      [DELIVER, NOT_COLLECTED, NOT_COLLECTED, DELIVER, NOT_COLLECTED, NOT_COLLECTED].map((mutation) =>
        graphql(gw.app, mutation, { id }, authHeader(gw.adminToken)).then(
          (a) =>
            Object.values(a.body.data)[0] as {
              ok: boolean;
              code: string | null;
            },
        ),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.ok)) {
      expect(['YA_ENTREGADO', 'YA_NO_RETIRADO']).toContain(refused.code);
    }
    const stream = await readStream(gw.db, `order-${id}`);
    expect(stream).toHaveLength(2);
    const notCollected = stream[1]?.type === 'OrderNotCollected';
    expect((await stockOf(gw.db, 1)).grams).toBe(stockBefore.grams + (notCollected ? 10 : 0));
    const { rows } = await gw.db.query<{ n: number }>(
      'select count(*) as n from dispensation_lines where source_stream = $1',
      [`order-${id}`],
    );
    expect(Number(rows[0]?.n)).toBe(notCollected ? 0 : 1);
  });
});
