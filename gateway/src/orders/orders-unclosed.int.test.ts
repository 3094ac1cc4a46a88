import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  type AdminTestGateway,
  startAdminTestGateway,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import { authHeader, call, graphql } from '../../test-support/test-gateway.ts';
import { cancelOrder, recordHandover } from './commands.ts';
import { unclosedOrders } from './queries.ts';

// 'Sin cerrar': a pending order whose pickup day has passed is listed until an admin closes it,
// so no order is ever stuck out of sight while it counts against the member's grams. The
// gateway's clock is Monday 2 September 2024 (Montevideo); the orders are for Tuesday the 3rd.

const WEDNESDAY = new Date('2024-09-04T09:00:00-03:00');
const TUESDAY_NIGHT = new Date('2024-09-03T23:59:00-03:00');

let gw: AdminTestGateway;
beforeAll(async () => {
  gw = await startAdminTestGateway();
});
afterAll(() => gw?.close());

const ids = (orders: Array<{ id: string }>) => orders.map((order) => order.id);

describe('orders not closed', () => {
  it('lists a pending order once its day has passed, until it is marked or cancelled', async () => {
    const first = await gw.placeOrder(gw.memberToken, { date: TUESDAY, time: '17:00', lines: { ogkush: 5 } });
    const second = await gw.placeOrder(gw.memberToken, { date: TUESDAY, time: '18:00', lines: { kief: 5 } });
    const third = await gw.placeOrder(gw.memberToken, {
      date: TUESDAY,
      time: '19:00',
      lines: { despink: 5 },
    });

    // Today (Monday) and on the pickup day itself nothing is past.
    expect(await unclosedOrders(gw.db, new Date('2024-09-02T12:00:00-03:00'))).toEqual([]);
    expect(await unclosedOrders(gw.db, TUESDAY_NIGHT)).toEqual([]);

    const wednesday = await unclosedOrders(gw.db, WEDNESDAY);
    expect(ids(wednesday)).toEqual([first, second, third]);
    expect(wednesday[0]).toMatchObject({ date: TUESDAY, hour: '17:00', status: 'placed' });
    expect(wednesday[0]?.history.map((event) => event.type)).toEqual(['OrderPlaced']);

    expect((await recordHandover(gw.db, ADMIN_ID, first, 'not_collected')).ok).toBe(true);
    expect(
      (await cancelOrder(gw.db, ADMIN_ID, second, { by: 'admin', reason: 'Avisó que no viene' })).ok,
    ).toBe(true);
    expect(ids(await unclosedOrders(gw.db, WEDNESDAY))).toEqual([third]);
  });

  it('is admin-only over GraphQL and REST, with the spec shape on REST', async () => {
    const admin = authHeader(gw.adminToken);
    const member = authHeader(gw.memberToken);
    const answer = await graphql(gw.app, '{ unclosedOrders { id status } }', {}, admin);
    // The gateway's clock is Monday: Tuesday's orders are not past yet.
    expect(answer.body).toEqual({ data: { unclosedOrders: [] } });
    expect(
      (await graphql(gw.app, '{ unclosedOrders { id } }', {}, member)).body.errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await call(gw.app, 'GET', '/admin/unclosedorders', { headers: admin })).toMatchObject({
      status: 200,
      body: [],
    });
    expect((await call(gw.app, 'GET', '/admin/unclosedorders', { headers: member })).status).toBe(403);
  });
});
