import { readStream } from '@club/db/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  type AdminTestGateway,
  MEMBER_ID,
  startAdminTestGateway,
  stockOf,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import { authHeader, call, graphql } from '../../test-support/test-gateway.ts';
import { replayReadModels } from '../replay/public.ts';
import { cancelOrder } from './commands.ts';

// Cancelling an order, over REST and GraphQL, on PGlite or PostgreSQL: the member's own pending
// order before the cut-off, any pending order by an admin with a reason. The grams go back to
// stock and to the member's month; nothing changes when it is refused. The gateway's clock is
// Monday 2 September 2024, noon in Montevideo; the pickups are on Tuesday 3 at 17:00.

const OG_KUSH = 8;

let gw: AdminTestGateway;
beforeAll(async () => {
  gw = await startAdminTestGateway();
});
afterAll(() => gw?.close());

const MY_ORDERS = `{ myOrders { id date time status grams total cancellable lines { key grams } } }`;
const CANCEL = `mutation ($o: String!) { cancelOrder(orderId: $o) { ok msg code error orderId status } }`;
const ADMIN_CANCEL = `mutation ($o: String!, $r: String!) {
  adminCancelOrder(orderId: $o, reason: $r) { ok msg code error field status }
}`;
const MY_GRAMS = `query ($d: String!) { myGrams(date: $d) { usedMonth leftMonth } }`;

const usedMonth = async (token: string) =>
  (await graphql(gw.app, MY_GRAMS, { d: TUESDAY }, authHeader(token))).body.data.myGrams.usedMonth as number;

const typesOf = async (orderId: string) =>
  (await readStream(gw.db, `order-${orderId}`)).map((event) => [event.type, event.actor]);

describe('a member cancels their own order', () => {
  it('over REST: listed as cancellable, cancelled, grams back to stock and to the month, listed as cancelled', async () => {
    const member = authHeader(gw.memberToken);
    const stockBefore = (await stockOf(gw.db, OG_KUSH)).grams;
    const usedBefore = await usedMonth(gw.memberToken);
    const orderId = await gw.placeOrder(gw.memberToken, {
      date: TUESDAY,
      time: '17:00',
      lines: { ogkush: 10 },
    });
    expect((await stockOf(gw.db, OG_KUSH)).grams).toBe(stockBefore - 10);
    expect(await usedMonth(gw.memberToken)).toBe(usedBefore + 10);

    const listed = await call(gw.app, 'GET', '/myorders', { headers: member });
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toMatchObject({
      id: orderId,
      date: TUESDAY,
      time: '17:00',
      status: 'placed',
      grams: 10,
      total: 450,
      cancellable: true,
    });

    const answer = await call(gw.app, 'POST', `/cancelorder/${orderId}`, { headers: member });
    expect(answer).toMatchObject({
      status: 200,
      body: { msg: 'Order cancelled', order: { id: orderId, status: 'cancelled' } },
    });
    expect((await stockOf(gw.db, OG_KUSH)).grams).toBe(stockBefore);
    expect(await usedMonth(gw.memberToken)).toBe(usedBefore);
    expect(await typesOf(orderId)).toEqual([
      ['OrderPlaced', `member-${MEMBER_ID}`],
      ['OrderCancelled', `member-${MEMBER_ID}`],
    ]);
    const after = await call(gw.app, 'GET', '/myorders', { headers: member });
    expect(after.body.find((order: { id: string }) => order.id === orderId)).toMatchObject({
      status: 'cancelled',
      cancellable: false,
    });

    // Twice: refused, nothing appended.
    expect(await call(gw.app, 'POST', `/cancelorder/${orderId}`, { headers: member })).toMatchObject({
      status: 409,
      body: { msg: 'Conflict', code: 'YA_CANCELADO', error: 'Este pedido ya fue cancelado' },
    });
    expect(await typesOf(orderId)).toHaveLength(2);
  });

  it('over GraphQL: myOrders and cancelOrder', async () => {
    const orderId = await gw.placeOrder(gw.memberToken, { date: TUESDAY, time: '18:00', lines: { kief: 5 } });
    const member = authHeader(gw.memberToken);
    const listed = await graphql(gw.app, MY_ORDERS, {}, member);
    expect(listed.body.data.myOrders).toContainEqual(
      expect.objectContaining({
        id: orderId,
        status: 'placed',
        cancellable: true,
        lines: [{ key: 'kief', grams: 5 }],
      }),
    );
    const answer = await graphql(gw.app, CANCEL, { o: orderId }, member);
    expect(answer.body.data.cancelOrder).toEqual({
      ok: true,
      msg: 'Order cancelled',
      code: null,
      error: null,
      orderId,
      status: 'cancelled',
    });
  });

  it("refuses another member's order as unknown, and appends nothing", async () => {
    const orderId = await gw.placeOrder(gw.memberToken, {
      date: TUESDAY,
      time: '17:00',
      lines: { ogkush: 5 },
    });
    const other = await gw.newMember();
    expect(
      await call(gw.app, 'POST', `/cancelorder/${orderId}`, { headers: authHeader(other.token) }),
    ).toMatchObject({
      status: 404,
      body: { msg: 'Not Found', code: 'PEDIDO_DESCONOCIDO', error: 'No encontramos ese pedido' },
    });
    expect(
      await call(gw.app, 'POST', '/cancelorder/not-a-uuid', { headers: authHeader(other.token) }),
    ).toMatchObject({
      status: 404,
      body: { code: 'PEDIDO_DESCONOCIDO' },
    });
    expect(await typesOf(orderId)).toHaveLength(1);
  });

  it('refuses it under 2 hours before the slot with the Spanish reason, and appends nothing', async () => {
    const orderId = await gw.placeOrder(gw.memberToken, {
      date: TUESDAY,
      time: '17:00',
      lines: { ogkush: 5 },
    });
    const lateTuesday = new Date('2024-09-03T15:30:00-03:00');
    expect(
      await cancelOrder(gw.db, MEMBER_ID, orderId, { by: 'member', memberId: MEMBER_ID, now: lateTuesday }),
    ).toEqual({
      ok: false,
      error: {
        code: 'FUERA_DE_PLAZO',
        message: 'Ya no podés cancelar este pedido: faltan menos de 2 horas para retirarlo',
      },
    });
    expect(await typesOf(orderId)).toHaveLength(1);
  });
});

describe('an admin cancels an order', () => {
  it('with a reason, over GraphQL and REST; without one it is refused on the reason field', async () => {
    const admin = authHeader(gw.adminToken);
    const first = await gw.placeOrder(gw.memberToken, { date: TUESDAY, time: '17:00', lines: { ogkush: 5 } });
    const refused = await graphql(gw.app, ADMIN_CANCEL, { o: first, r: '  ' }, admin);
    expect(refused.body.data.adminCancelOrder).toEqual({
      ok: false,
      msg: 'Bad Request',
      code: 'MOTIVO_INVALIDO',
      error: 'Escribí el motivo de la cancelación',
      field: 'reason',
      status: null,
    });
    const accepted = await graphql(gw.app, ADMIN_CANCEL, { o: first, r: 'Pedido duplicado' }, admin);
    expect(accepted.body.data.adminCancelOrder).toMatchObject({ ok: true, status: 'cancelled' });
    const [, cancelled] = await readStream<{ by: string; reason: string }>(gw.db, `order-${first}`);
    expect(cancelled).toMatchObject({
      type: 'OrderCancelled',
      actor: `member-${ADMIN_ID}`,
      payload: { by: 'admin', reason: 'Pedido duplicado' },
    });

    const second = await gw.placeOrder(gw.memberToken, {
      date: TUESDAY,
      time: '17:00',
      lines: { ogkush: 5 },
    });
    const rest = await call(gw.app, 'POST', `/admin/cancelOrder/${second}`, {
      body: { reason: 'El socio avisó por teléfono' },
      headers: admin,
    });
    expect(rest).toMatchObject({
      status: 200,
      body: { msg: 'Order cancelled', order: { id: second, status: 'cancelled' } },
    });
    expect(
      await call(gw.app, 'POST', `/admin/cancelOrder/${second}`, {
        body: { reason: 'otra vez' },
        headers: admin,
      }),
    ).toMatchObject({ status: 409, body: { code: 'YA_CANCELADO' } });
  });

  it('cannot be done by a member', async () => {
    const orderId = await gw.placeOrder(gw.memberToken, {
      date: TUESDAY,
      time: '17:00',
      lines: { ogkush: 5 },
    });
    const member = authHeader(gw.memberToken);
    expect(
      (
        await call(gw.app, 'POST', `/admin/cancelOrder/${orderId}`, {
          body: { reason: 'x' },
          headers: member,
        })
      ).status,
    ).toBe(403);
    const answer = await graphql(gw.app, ADMIN_CANCEL, { o: orderId, r: 'x' }, member);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await typesOf(orderId)).toHaveLength(1);
  });
});

describe('after cancellations', () => {
  it('a replay of the log rebuilds every read model equal to the live one', async () => {
    expect((await replayReadModels(gw.db)).equal).toBe(true);
  });
});
