import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdminTestGateway,
  eventCount,
  MEMBER_ID,
  startAdminTestGateway,
  stockOf,
  THURSDAY,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import { authHeader, graphql } from '../../test-support/test-gateway.ts';
import { replayReadModels } from '../replay/public.ts';

// An order's life after it is placed, on PGlite or PostgreSQL: the member's mail of the order,
// 'Preparado' (and its mail), a handover undone (grams back to stock and to the member's month,
// the dispensation out of the reports, replay equal), refused to a member and once the month is
// closed; and a member's past orders found again. Clock: Monday 2 September 2024, noon.

let gw: AdminTestGateway;
beforeAll(async () => {
  gw = await startAdminTestGateway();
});
afterAll(() => gw?.close());
beforeEach(() => {
  expect.hasAssertions();
});

const RESULT = 'ok code error order { id status prepared history { type } }';
const PREPARE = `mutation ($id: String!) { prepareOrder(orderId: $id) { ${RESULT} } }`;
const DELIVER = `mutation ($id: String!) { deliverOrder(orderId: $id) { ${RESULT} } }`;
const REVERT = `mutation ($id: String!, $reason: String!) { revertHandover(orderId: $id, reason: $reason) { ${RESULT} } }`;

async function mailOf(dedupeKey: string) {
  const { rows } = await gw.db.query<{
    template_id: string;
    template_params: Record<string, unknown> | string;
  }>('select template_id, template_params from outbox where dedupe_key = $1', [dedupeKey]);
  const row = rows[0];
  if (!row) return null;
  const params =
    typeof row.template_params === 'string' ? JSON.parse(row.template_params) : row.template_params;
  return { template: row.template_id, ...params } as Record<string, unknown>;
}

async function asMember<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphql(gw.app, query, variables, authHeader(gw.memberToken));
  return answer.body as { data?: T; errors?: Array<{ extensions?: { code?: string } }> };
}

describe('the order placed and ready', () => {
  it('mails the member their order with day, time, lines and total as it is placed', async () => {
    const id = await gw.placeOrder(gw.memberToken, {
      date: TUESDAY,
      time: '17:00',
      lines: { ogkush: 10, kief: 5 },
    });
    const mail = await mailOf(`order-placed:${id}`);
    expect(mail).toMatchObject({
      template: 'order_placed',
      to_email: 'socio@club.uy',
      subject: 'Recibimos tu pedido',
      date: TUESDAY,
      hour: '17:00',
      total: 750,
    });
    expect(mail?.message).toBe(
      [
        'Hola Martín: recibimos tu pedido. Lo retirás el martes, 3 de setiembre a las 17:00.',
        '',
        '- OG Kush: 10 g × $ 45 = $ 450',
        '- Kief: 5 g × $ 60 = $ 300',
        'Total: $ 750',
      ].join('\n'),
    );
  });

  it("marks a pending order prepared: OrderPrepared, the member's mail and 'Listo para retirar'; it can still be handed over", async () => {
    const id = await gw.placeOrder(gw.memberToken, { date: TUESDAY, time: '18:00', lines: { ogkush: 5 } });
    const { prepareOrder } = await gw.asAdmin<{ prepareOrder: Record<string, unknown> }>(PREPARE, { id });
    expect(prepareOrder).toEqual({
      ok: true,
      code: null,
      error: null,
      order: {
        id,
        status: 'placed',
        prepared: true,
        history: [{ type: 'OrderPlaced' }, { type: 'OrderPrepared' }],
      },
    });
    expect(await mailOf(`order-ready:${id}`)).toMatchObject({
      template: 'order_ready',
      to_email: 'socio@club.uy',
      subject: 'Tu pedido está listo para retirar',
      message: expect.stringContaining(
        'Hola Martín: tu pedido para retirar el martes, 3 de setiembre a las 18:00 está listo.',
      ),
    });
    const mine = await asMember<{ myOrders: Array<{ id: string; status: string; prepared: boolean }> }>(
      '{ myOrders { id status prepared } }',
    );
    expect(mine.data?.myOrders.find((order) => order.id === id)).toEqual({
      id,
      status: 'placed',
      prepared: true,
    });

    const again = await gw.asAdmin<{ prepareOrder: Record<string, unknown> }>(PREPARE, { id });
    expect(again.prepareOrder).toMatchObject({
      ok: false,
      code: 'YA_PREPARADO',
      error: 'Este pedido ya está preparado',
    });
    const delivered = await gw.asAdmin<{ deliverOrder: Record<string, unknown> }>(DELIVER, { id });
    expect(delivered.deliverOrder).toMatchObject({
      ok: true,
      order: { status: 'delivered', prepared: true },
    });
    const mineAfter = await asMember<{ myOrders: Array<{ id: string; prepared: boolean }> }>(
      '{ myOrders { id prepared } }',
    );
    expect(mineAfter.data?.myOrders.find((order) => order.id === id)?.prepared).toBe(false);
  });

  it('refuses a member, and an unknown order, appending nothing', async () => {
    const id = await gw.placeOrder(gw.memberToken, { date: THURSDAY, time: '19:45', lines: { suguz: 5 } });
    const before = await eventCount(gw.db);
    const refused = await asMember(PREPARE, { id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await gw.asAdmin<{ prepareOrder: Record<string, unknown> }>(PREPARE, {
      id: 'no-such-order',
    });
    expect(unknown.prepareOrder).toMatchObject({ ok: false, code: 'PEDIDO_DESCONOCIDO' });
    expect(await eventCount(gw.db)).toBe(before);
  });
});

async function used(): Promise<number> {
  const answer = await asMember<{ myGrams: { usedMonth: number } }>(
    `{ myGrams(date: "${TUESDAY}") { usedMonth } }`,
  );
  return answer.data?.myGrams.usedMonth ?? -1;
}

async function dispensedRows(id: string): Promise<number> {
  const { rows } = await gw.db.query<{ n: number }>(
    'select count(*)::int as n from dispensation_lines where source_stream = $1',
    [`order-${id}`],
  );
  return Number(rows[0]?.n);
}

async function septemberOgKush() {
  const answer = await gw.asAdmin<{
    monthCloses: {
      months: Array<{
        month: string;
        hash: string;
        lines: Array<{ productId: number; dispensed: number; closing: number }>;
      }>;
    };
  }>('{ monthCloses { months { month hash lines { productId dispensed closing } } } }');
  const month = answer.monthCloses.months.find((m) => m.month === '2024-09');
  return { hash: month?.hash, line: month?.lines.find((line) => line.productId === 8) };
}

describe('a handover undone', () => {
  it("gives the grams back to stock and to the member's month, takes the dispensation out, and replays the same", async () => {
    const id = await gw.placeOrder(gw.memberToken, { date: TUESDAY, time: '19:00', lines: { ogkush: 10 } });
    await gw.asAdmin(DELIVER, { id });
    const [stock, month, balance] = [await stockOf(gw.db, 8), await used(), await septemberOgKush()];
    expect(await dispensedRows(id)).toBe(1);

    const blank = await gw.asAdmin<{ revertHandover: Record<string, unknown> }>(REVERT, {
      id,
      reason: '   ',
    });
    expect(blank.revertHandover).toMatchObject({ ok: false, code: 'MOTIVO_INVALIDO' });
    const byMember = await asMember(REVERT, { id, reason: 'No fui yo' });
    expect(byMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const { revertHandover } = await gw.asAdmin<{ revertHandover: Record<string, unknown> }>(REVERT, {
      id,
      reason: 'Se marcó el pedido de otro socio',
    });
    expect(revertHandover).toMatchObject({
      ok: true,
      order: {
        id,
        status: 'reverted',
        history: [{ type: 'OrderPlaced' }, { type: 'OrderDelivered' }, { type: 'OrderHandoverReverted' }],
      },
    });
    const { rows } = await gw.db.query<{ actor: string; payload: Record<string, unknown> | string }>(
      `select actor, payload from events where stream_id = $1 and type = 'OrderHandoverReverted'`,
      [`order-${id}`],
    );
    const payload = typeof rows[0]?.payload === 'string' ? JSON.parse(rows[0].payload) : rows[0]?.payload;
    expect(payload).toMatchObject({ by: 1, reason: 'Se marcó el pedido de otro socio', memberId: MEMBER_ID });
    expect(rows[0]?.actor).toBe('member-1');

    expect((await stockOf(gw.db, 8)).grams).toBe(stock.grams + 10);
    expect(await used()).toBe(month - 10);
    expect(await dispensedRows(id)).toBe(0);
    const after = await septemberOgKush();
    expect(after.line?.dispensed).toBe((balance.line?.dispensed ?? 0) - 10);
    expect(after.line?.closing).toBe((balance.line?.closing ?? 0) + 10);
    expect(await mailOf(`handover-reverted:${id}`)).toMatchObject({ template: 'handover_reverted' });

    const twice = await gw.asAdmin<{ revertHandover: Record<string, unknown> }>(REVERT, {
      id,
      reason: 'Otra vez',
    });
    expect(twice.revertHandover).toMatchObject({ ok: false, code: 'YA_REVERTIDO' });
    const deliverAgain = await gw.asAdmin<{ deliverOrder: Record<string, unknown> }>(DELIVER, { id });
    expect(deliverAgain.deliverOrder).toMatchObject({ ok: false, code: 'YA_REVERTIDO' });

    const report = await replayReadModels(gw.db);
    expect(report.tables.filter((table) => !table.equal)).toEqual([]);
    expect(report.equal).toBe(true);
  });

  it("finds a member's orders of any day, newest first", async () => {
    const answer = await gw.asAdmin<{
      adminOrdersOfMember: Array<{ date: string; hour: string; memberId: number }>;
    }>(`query ($m: Int!) { adminOrdersOfMember(memberId: $m) { date hour memberId } }`, { m: MEMBER_ID });
    expect(answer.adminOrdersOfMember.length).toBeGreaterThanOrEqual(4);
    expect(answer.adminOrdersOfMember[0]).toMatchObject({ date: THURSDAY, memberId: MEMBER_ID });
    expect(answer.adminOrdersOfMember.every((order) => order.memberId === MEMBER_ID)).toBe(true);
  });

  it('is refused once the pickup day’s month is closed, appending nothing', async () => {
    const id = await gw.placeOrder(gw.memberToken, { date: TUESDAY, time: '17:30', lines: { kief: 5 } });
    await gw.asAdmin(DELIVER, { id });
    // Every September order closed, so the month can be signed.
    const { rows } = await gw.db.query<{ id: string }>(
      `select id::text as id from orders where status = 'placed' and pickup_date < '2024-10-01'`,
    );
    for (const open of rows) {
      await gw.asAdmin('mutation ($id: String!) { markOrderNotCollected(orderId: $id) { ok } }', {
        id: open.id,
      });
    }
    await gw.asAdmin('mutation { setMemberTechnicalLead(id: 1, technicalLead: true) { ok } }');
    const { hash } = await septemberOgKush();
    const closed = await gw.asAdmin<{ closeMonth: Record<string, unknown> }>(
      'mutation ($input: CloseMonthInput!) { closeMonth(input: $input) { ok code error } }',
      { input: { month: '2024-09', reasons: [], hash } },
    );
    expect(closed.closeMonth).toMatchObject({ ok: true });

    const before = await eventCount(gw.db);
    const refused = await gw.asAdmin<{ revertHandover: Record<string, unknown> }>(REVERT, {
      id,
      reason: 'Error',
    });
    expect(refused.revertHandover).toMatchObject({ ok: false, code: 'MES_CERRADO' });
    expect(await eventCount(gw.db)).toBe(before);
  });
});
