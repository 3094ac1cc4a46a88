import { readStream } from '@club/db/event-store';
import { demoAccounts } from '@club/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertOrderRow,
  MONDAY_NOON,
  type OrderDraft,
  refusedCases,
  SLOT,
  writeState,
} from '../../test-support/order-cases.fixture.ts';
import {
  addMember,
  authHeader,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';

// The GraphQL twins: placeOrder, pickupDays, myGrams, on PGlite or PostgreSQL.

let gw: TestGateway;
let clock = MONDAY_NOON;
let memberToken: string;
beforeAll(async () => {
  gw = await startTestGateway({ now: () => clock });
  memberToken = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
});
afterAll(() => gw?.close());

const PLACE_ORDER = `mutation ($input: PlaceOrderInput!) {
  placeOrder(input: $input) { ok msg error code orderId gramsPurchased gramsLeft period }
}`;
const MY_GRAMS = `query ($date: String!) { myGrams(date: $date) { month usedMonth leftMonth usedYear leftYear } }`;

function input(draft: OrderDraft) {
  return {
    date: draft.date,
    time: draft.time,
    total: draft.total,
    observations: draft.observations ?? null,
    lines: Object.entries(draft.lines).map(([product, grams]) => ({ product, grams })),
  };
}

async function placeOrder(draft: OrderDraft, token = memberToken) {
  const answer = await graphql(gw.app, PLACE_ORDER, { input: input(draft) }, authHeader(token));
  expect(answer.status).toBe(200);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.placeOrder;
}

let members = 0;
async function freshMember(): Promise<{ id: number; token: string }> {
  members += 1;
  const mail = `graphql${members}@club.uy`;
  const id = await addMember(gw.db, { mail, password: 'clave-de-prueba' });
  return { id, token: await loginToken(gw.app, mail, 'clave-de-prueba') };
}

const noLimitFields = { gramsPurchased: null, gramsLeft: null, period: null };

describe('query pickupDays', () => {
  it('answers the days and slots of the next 31 days on the server clock, labelled in Spanish', async () => {
    const answer = await graphql(gw.app, '{ pickupDays { date label slots } }', {}, authHeader(memberToken));
    const days = answer.body.data.pickupDays;
    expect(days).toHaveLength(13);
    expect(days[0]).toEqual({
      date: '2024-09-03',
      label: 'martes, 3 de setiembre',
      slots: ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '19:45'],
    });
    expect(days[2]).toEqual({
      date: '2024-09-06',
      label: 'viernes, 6 de setiembre',
      slots: ['12:00', '12:30', '13:00', '13:30', '13:45'],
    });
    expect(days.at(-1).date).toBe('2024-10-01');
  });

  it('drops the slots already past', async () => {
    clock = new Date('2024-09-03T18:10:00-03:00');
    try {
      const answer = await graphql(gw.app, '{ pickupDays { date slots } }', {}, authHeader(memberToken));
      expect(answer.body.data.pickupDays[0]).toEqual({
        date: '2024-09-03',
        slots: ['18:30', '19:00', '19:30', '19:45'],
      });
    } finally {
      clock = MONDAY_NOON;
    }
  });
});

describe('mutation placeOrder', () => {
  it('places the order: ok, "Order placed", an orderId, and OrderPlaced in the log', async () => {
    const result = await placeOrder({
      ...SLOT,
      total: 750,
      observations: 'Con bolsa, por favor',
      lines: { ogkush: 10, kief: 5, despink: 0 },
    });
    expect(result).toEqual({
      ok: true,
      msg: 'Order placed',
      error: null,
      code: null,
      orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...noLimitFields,
    });
    const [event] = await readStream(gw.db, `order-${result.orderId}`);
    expect(event).toMatchObject({
      type: 'OrderPlaced',
      actor: 'member-2',
      payload: {
        orderId: result.orderId,
        memberId: 2,
        date: '2024-09-03',
        time: '17:00',
        lines: [
          { productId: 8, key: 'ogkush', species: 'OG Kush', grams: 10, price: 45 },
          { productId: 9, key: 'kief', species: 'Kief', grams: 5, price: 60 },
        ],
        total: 750,
        observations: 'Con bolsa, por favor',
      },
    });
  });

  it('answers over the monthly limit with msg Unauthorized, gramsPurchased, gramsLeft, period and the Spanish error', async () => {
    const member = await freshMember();
    expect((await placeOrder({ ...SLOT, total: 1125, lines: { ogkush: 25 } }, member.token)).ok).toBe(true);
    expect(await placeOrder({ ...SLOT, total: 900, lines: { ogkush: 20 } }, member.token)).toEqual({
      ok: false,
      msg: 'Unauthorized',
      error: 'solo te quedan 15g este mes',
      code: 'LIMITE_MENSUAL',
      orderId: null,
      gramsPurchased: 25,
      gramsLeft: 15,
      period: 'month',
    });
  });

  it("answers over the yearly cap with period 'year'", async () => {
    const member = await freshMember();
    await insertOrderRow(gw.db, { memberId: member.id, date: '2024-01-16', grams: 250 });
    await insertOrderRow(gw.db, { memberId: member.id, date: '2024-06-11', grams: 200 });
    await insertOrderRow(gw.db, {
      memberId: member.id,
      date: '2024-12-20',
      grams: 40,
      status: 'not_collected',
    });
    expect(await placeOrder({ ...SLOT, total: 1575, lines: { ogkush: 35 } }, member.token)).toMatchObject({
      ok: false,
      msg: 'Unauthorized',
      error: 'solo te quedan 30g este año',
      code: 'LIMITE_ANUAL',
      gramsPurchased: 450,
      gramsLeft: 30,
      period: 'year',
    });
  });

  describe('refusals, as typed results', () => {
    let refuser: { id: number; token: string };
    let before: Awaited<ReturnType<typeof writeState>>;
    beforeAll(async () => {
      refuser = await freshMember();
      before = await writeState(gw.db);
    });

    for (const c of refusedCases) {
      it(`refuses ${c.name}: ${c.code}`, async () => {
        const undo = await c.arrange?.(gw.db);
        try {
          expect(await placeOrder(c.order, refuser.token)).toEqual({
            ok: false,
            msg: c.msg,
            error: c.error,
            code: c.code,
            orderId: null,
            ...noLimitFields,
          });
        } finally {
          await undo?.();
        }
      });
    }

    it('refuses the same product twice', async () => {
      const answer = await graphql(
        gw.app,
        PLACE_ORDER,
        {
          input: {
            ...SLOT,
            total: 450,
            lines: [
              { product: 'ogkush', grams: 5 },
              { product: 'OG Kush', grams: 5 },
            ],
          },
        },
        authHeader(refuser.token),
      );
      expect(answer.body.data.placeOrder).toMatchObject({
        ok: false,
        code: 'LINEA_REPETIDA',
        error: 'Cada producto puede aparecer una sola vez en el pedido',
      });
    });

    it('wrote nothing for any refusal', async () => {
      expect(await writeState(gw.db)).toEqual(before);
    });
  });
});

describe('query myGrams', () => {
  it("answers the member's used and left grams for the month and year of a pickup date", async () => {
    const member = await freshMember();
    await insertOrderRow(gw.db, { memberId: member.id, date: '2024-03-12', grams: 40 });
    await insertOrderRow(gw.db, {
      memberId: member.id,
      date: '2024-09-10',
      grams: 40,
      status: 'not_collected',
    });
    expect((await placeOrder({ ...SLOT, total: 450, lines: { ogkush: 10 } }, member.token)).ok).toBe(true);
    const september = await graphql(gw.app, MY_GRAMS, { date: '2024-09-27' }, authHeader(member.token));
    expect(september.body.data.myGrams).toEqual({
      month: '2024-09',
      usedMonth: 10,
      leftMonth: 30,
      usedYear: 50,
      leftYear: 430,
    });
    const october = await graphql(gw.app, MY_GRAMS, { date: '2024-10-01' }, authHeader(member.token));
    expect(october.body.data.myGrams).toEqual({
      month: '2024-10',
      usedMonth: 0,
      leftMonth: 40,
      usedYear: 50,
      leftYear: 430,
    });
  });

  it("without a date, answers today's month in Montevideo on the server's clock", async () => {
    const member = await freshMember();
    await insertOrderRow(gw.db, { memberId: member.id, date: '2024-09-10', grams: 15 });
    await insertOrderRow(gw.db, { memberId: member.id, date: '2024-10-01', grams: 5 });
    // 22:30 on 30 September in Montevideo is already 1 October in UTC.
    clock = new Date('2024-09-30T22:30:00-03:00');
    try {
      const today = await graphql(
        gw.app,
        '{ myGrams { month usedMonth leftMonth usedYear leftYear } }',
        {},
        authHeader(member.token),
      );
      expect(today.body.data.myGrams).toEqual({
        month: '2024-09',
        usedMonth: 15,
        leftMonth: 25,
        usedYear: 20,
        leftYear: 460,
      });
    } finally {
      clock = MONDAY_NOON;
    }
  });

  it('refuses a date that is not YYYY-MM-DD with a Spanish BAD_USER_INPUT error', async () => {
    const answer = await graphql(gw.app, MY_GRAMS, { date: '27/09/2024' }, authHeader(memberToken));
    expect(answer.body.errors[0]).toMatchObject({
      message: 'La fecha no es válida',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('members only', () => {
  it.each([
    ['pickupDays', '{ pickupDays { date } }', {}],
    ['myGrams', MY_GRAMS, { date: '2024-09-03' }],
    ['placeOrder', PLACE_ORDER, { input: input({ ...SLOT, total: 450, lines: { ogkush: 10 } }) }],
  ])('refuses %s to an anonymous caller with UNAUTHENTICATED, HTTP 401', async (_name, query, variables) => {
    const answer = await graphql(gw.app, query, variables);
    expect(answer.status).toBe(401);
    expect(answer.body.errors[0]).toMatchObject({
      message: 'Tenés que iniciar sesión',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
