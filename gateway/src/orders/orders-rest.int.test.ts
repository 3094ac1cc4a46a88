import { readAll, readStream } from '@club/db/event-store';
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
  call,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { asClubEvent } from '../kernel/events/club-event.ts';
import { projectStock } from '../stock/public.ts';

// POST /submitorder: the spec's payload and answers, every rule, on PGlite or PostgreSQL.

let gw: TestGateway;
let clock = MONDAY_NOON;
let memberToken: string;
beforeAll(async () => {
  gw = await startTestGateway({ now: () => clock });
  memberToken = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
});
afterAll(() => gw?.close());

/** The spec's wire payload: { date, time, total, observations, <productKey>: grams, ... }. */
function payload(draft: OrderDraft): Record<string, unknown> {
  return {
    date: draft.date,
    time: draft.time,
    total: draft.total,
    observations: draft.observations ?? '',
    ...draft.lines,
  };
}

const submit = (body: unknown, token = memberToken) =>
  call(gw.app, 'POST', '/submitorder', { body, headers: authHeader(token) });

let members = 0;
/** A member of its own, so each test starts with no grams used. */
async function freshMember(): Promise<{ id: number; token: string }> {
  members += 1;
  const mail = `rest${members}@club.uy`;
  const id = await addMember(gw.db, { mail, password: 'clave-de-prueba' });
  return { id, token: await loginToken(gw.app, mail, 'clave-de-prueba') };
}

async function stockGrams(productId: number): Promise<number> {
  const { rows } = await gw.db.query<{ grams: number }>('select grams from stock where product_id = $1', [
    productId,
  ]);
  return Number(rows[0]?.grams);
}

describe('POST /submitorder: an accepted order', () => {
  it('answers 200 { msg: "Order placed", orderId }, appends OrderPlaced, writes the order and takes the stock', async () => {
    const [ogkush, kief] = [await stockGrams(8), await stockGrams(9)];
    const answer = await submit({
      date: '2024-09-03',
      time: '17:00',
      total: 750,
      observations: 'Paso después del trabajo',
      ogkush: 10,
      kief: 5,
      despink: 0,
      chocolope: 0,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ msg: 'Order placed', orderId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const { orderId } = answer.body;

    const stream = await readStream(gw.db, `order-${orderId}`);
    expect(stream).toHaveLength(1);
    expect(stream[0]).toMatchObject({
      version: 1,
      type: 'OrderPlaced',
      actor: 'member-2',
      payload: {
        orderId,
        memberId: 2,
        date: '2024-09-03',
        time: '17:00',
        lines: [
          { productId: 8, key: 'ogkush', species: 'OG Kush', grams: 10, price: 45 },
          { productId: 9, key: 'kief', species: 'Kief', grams: 5, price: 60 },
        ],
        total: 750,
        observations: 'Paso después del trabajo',
      },
    });

    const { rows } = await gw.db.query(
      `select member_id, to_char(pickup_date, 'YYYY-MM-DD') as pickup_date, pickup_time, total, grams, observations,
              lines, status
         from orders where id = $1`,
      [orderId],
    );
    expect(rows).toEqual([
      {
        member_id: 2,
        pickup_date: '2024-09-03',
        pickup_time: '17:00',
        total: 750,
        grams: 15,
        observations: 'Paso después del trabajo',
        lines: (stream[0]?.payload as { lines: unknown } | undefined)?.lines,
        status: 'placed',
      },
    ]);
    expect(await stockGrams(8)).toBe(ogkush - 10);
    expect(await stockGrams(9)).toBe(kief - 5);
  });

  it('accepts observations left out or null, and a species written as the key', async () => {
    const member = await freshMember();
    const answer = await submit({ date: '2024-09-05', time: '19:45', total: 225, ogkush: 5 }, member.token);
    expect(answer.status).toBe(200);
    const second = await submit(
      { date: '2024-09-06', time: '13:45', total: 225, observations: null, 'OG Kush': 5 },
      member.token,
    );
    expect(second.status).toBe(200);
  });

  it('keeps the stock projection replayable: the log folded through projectStock equals the stock table', async () => {
    const events = [];
    for await (const event of readAll(gw.db)) events.push(asClubEvent(event));
    const replayed = [...projectStock(events).values()].sort((a, b) => a.productId - b.productId);
    // A stock row is shown with its product's key and species (stock/stock-ledger.ts reads it so).
    const { rows } = await gw.db.query(
      `select s.product_id as "productId", p.key, p.species, s.price, s.available, s.grams
         from stock s join products p on p.id = s.product_id order by s.product_id`,
    );
    expect(replayed).toEqual(rows);
  });
});

describe('POST /submitorder: the monthly limit', () => {
  it("answers the spec's 403 { msg: 'Unauthorized', gramsPurchased } with gramsLeft, period and the Spanish error", async () => {
    const member = await freshMember();
    expect((await submit(payload({ ...SLOT, total: 675, lines: { ogkush: 15 } }), member.token)).status).toBe(
      200,
    );

    const over = await submit(payload({ ...SLOT, total: 1350, lines: { ogkush: 30 } }), member.token);
    expect(over.status).toBe(403);
    expect(over.body).toEqual({
      msg: 'Unauthorized',
      gramsPurchased: 15,
      gramsLeft: 25,
      period: 'month',
      error: 'solo te quedan 25g este mes',
      code: 'LIMITE_MENSUAL',
    });

    // Up to the limit is fine, and then nothing more that month
    expect(
      (await submit(payload({ ...SLOT, total: 1125, lines: { ogkush: 25 } }), member.token)).status,
    ).toBe(200);
    const full = await submit(
      payload({ date: '2024-09-27', time: '12:00', total: 225, lines: { ogkush: 5 } }),
      member.token,
    );
    expect(full.status).toBe(403);
    expect(full.body).toMatchObject({
      gramsPurchased: 40,
      gramsLeft: 0,
      error: 'solo te quedan 0g este mes',
    });

    // The month is the pickup date's: 1 October is a new month
    const october = await submit(
      payload({ date: '2024-10-01', time: '17:00', total: 1800, lines: { ogkush: 40 } }),
      member.token,
    );
    expect(october.status).toBe(200);
  });

  it('does not count orders not collected, nor orders of other months or years', async () => {
    const member = await freshMember();
    await insertOrderRow(gw.db, {
      memberId: member.id,
      date: '2024-09-10',
      grams: 40,
      status: 'not_collected',
    });
    await insertOrderRow(gw.db, { memberId: member.id, date: '2024-08-30', grams: 40 });
    await insertOrderRow(gw.db, { memberId: member.id, date: '2023-09-12', grams: 40 });
    await insertOrderRow(gw.db, { memberId: member.id, date: '2024-09-05', grams: 10, status: 'placed' });
    const answer = await submit(payload({ ...SLOT, total: 1575, lines: { ogkush: 35 } }), member.token);
    expect(answer.body).toMatchObject({
      msg: 'Unauthorized',
      gramsPurchased: 10,
      gramsLeft: 30,
      period: 'month',
    });
    expect(
      (await submit(payload({ ...SLOT, total: 1350, lines: { ogkush: 30 } }), member.token)).status,
    ).toBe(200);
  });
});

describe('POST /submitorder: the yearly cap of 480 g', () => {
  it("answers 403 with period 'year' and 'solo te quedan 10g este año' once the year's grams bind", async () => {
    const member = await freshMember();
    // With 40 g a month, 480 g a year only binds with history above the monthly limit (orders
    // from before the rule or entered by hand): 470 g this year, none in September.
    for (const [date, grams] of [
      ['2024-01-09', 60],
      ['2024-02-13', 60],
      ['2024-03-12', 60],
      ['2024-04-09', 60],
      ['2024-05-14', 60],
      ['2024-06-11', 60],
      ['2024-07-09', 60],
      ['2024-08-13', 50],
    ] as const) {
      await insertOrderRow(gw.db, { memberId: member.id, date, grams });
    }
    const over = await submit(payload({ ...SLOT, total: 675, lines: { ogkush: 15 } }), member.token);
    expect(over.status).toBe(403);
    expect(over.body).toEqual({
      msg: 'Unauthorized',
      gramsPurchased: 470,
      gramsLeft: 10,
      period: 'year',
      error: 'solo te quedan 10g este año',
      code: 'LIMITE_ANUAL',
    });
    expect((await submit(payload({ ...SLOT, total: 450, lines: { ogkush: 10 } }), member.token)).status).toBe(
      200,
    );
    const full = await submit(payload({ ...SLOT, total: 225, lines: { ogkush: 5 } }), member.token);
    expect(full.body).toMatchObject({
      period: 'year',
      gramsPurchased: 480,
      gramsLeft: 0,
      error: 'solo te quedan 0g este año',
    });
  });
});

describe('POST /submitorder: refusals', () => {
  let refuser: { id: number; token: string };
  let before: Awaited<ReturnType<typeof writeState>>;
  beforeAll(async () => {
    refuser = await freshMember();
    before = await writeState(gw.db);
  });

  for (const c of refusedCases) {
    it(`refuses ${c.name}: ${c.status} ${c.code}`, async () => {
      const undo = await c.arrange?.(gw.db);
      try {
        const answer = await submit(payload(c.order), refuser.token);
        expect(answer.status).toBe(c.status);
        expect(answer.body).toEqual({ msg: c.msg, error: c.error, code: c.code });
      } finally {
        await undo?.();
      }
    });
  }

  it('refuses a slot that has passed on the server clock since the cart was filled', async () => {
    clock = new Date('2024-09-03T17:05:00-03:00');
    try {
      const answer = await submit(payload({ ...SLOT, total: 450, lines: { ogkush: 10 } }), refuser.token);
      expect(answer.body).toMatchObject({ code: 'HORARIO_INVALIDO' });
      expect(
        (await submit(payload({ ...SLOT, time: '17:30', total: 450, lines: { ogkush: 10 } }), refuser.token))
          .status,
      ).toBe(200);
    } finally {
      clock = MONDAY_NOON;
    }
    before = await writeState(gw.db);
  });

  it.each([
    ['a value that is not a number of grams', { ...SLOT, total: 450, observations: '', ogkush: '10' }],
    ['a missing total', { ...SLOT, observations: '', ogkush: 10 }],
    ['a total that is not an integer', { ...SLOT, total: 450.5, ogkush: 10 }],
    ['a negative total', { ...SLOT, total: -450, ogkush: 10 }],
    ['a date that is not text', { ...SLOT, date: 20240903, total: 450, ogkush: 10 }],
    ['observations that are not text', { ...SLOT, total: 450, observations: 5, ogkush: 10 }],
    ['an extra key that is not a product', { ...SLOT, total: 450, ogkush: 10, socio: { id: 1 } }],
    ['fractional grams', { ...SLOT, total: 450, ogkush: 10.5 }],
  ])('refuses %s with 400 DATOS_INVALIDOS', async (_name, body) => {
    const answer = await submit(body, refuser.token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      msg: 'Bad Request',
      error: 'Los datos del pedido no son válidos',
      code: 'DATOS_INVALIDOS',
    });
  });

  it('refuses malformed JSON and a body that is not an object with 400, never 500', async () => {
    for (const body of ['{"date":', '[1,2]', '"pedido"']) {
      const answer = await submit(body, refuser.token);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ msg: 'Bad Request', error: 'La solicitud no es válida' });
    }
  });

  it('wrote nothing for any refusal: no event, no order row, the same stock', async () => {
    expect(await writeState(gw.db)).toEqual(before);
  });
});

describe('POST /submitorder: members only', () => {
  it('refuses an anonymous caller with 401 and a bad token likewise', async () => {
    const body = payload({ ...SLOT, total: 450, lines: { ogkush: 10 } });
    const anonymous = await call(gw.app, 'POST', '/submitorder', { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      msg: 'Unauthorized',
      error: 'Tenés que iniciar sesión',
      code: 'UNAUTHENTICATED',
    });
    expect((await submit(body, 'token-inventado')).status).toBe(401);
  });

  it('lets an admin order too (admins are members of the club)', async () => {
    const admin = await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);
    expect((await submit(payload({ ...SLOT, total: 225, lines: { ogkush: 5 } }), admin)).status).toBe(200);
  });
});
