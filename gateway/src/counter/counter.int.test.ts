import { readStream } from '@club/db/event-store';
import { identityOf } from '@club/db/seed-data';
import { cardCode, newCardSecret } from '@club/domain/member-card';
import { ageOn } from '@club/domain/person';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventCount } from '../../test-support/admin-gateway.ts';
import {
  addMember,
  authHeader,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { myCard } from './member-card.ts';

// The member card and the counter on the real app: the card's secret given to its member only,
// codes checked by the server (a window of one step; two minutes old, forged or of a member who
// left: refused, nothing recorded), and the handover that records the document check. Orders are
// placed on Monday 2 September 2024 for Tuesday 17:00 (Montevideo); the counter works on Tuesday.

const MONDAY_NOON = new Date('2024-09-02T15:00:00Z');
const TUESDAY_AT_COUNTER = new Date('2024-09-03T20:05:00Z');
const TUESDAY = '2024-09-03';
const MEMBER_ID = 2;

let clock = MONDAY_NOON;
let gw: TestGateway;
let memberToken: string;
let dispenser: { id: number; token: string };
let orderId: string;

beforeEach(() => {
  expect.hasAssertions();
});

async function ask<T = Record<string, unknown>>(token: string, query: string, variables = {}) {
  const answer = await graphql(gw.app, query, variables, authHeader(token));
  expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
  return answer.body.data as T;
}

async function placeOrder(token: string): Promise<string> {
  const data = await ask<{ placeOrder: { ok: boolean; orderId: string } }>(
    token,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok error orderId } }',
    {
      input: {
        date: TUESDAY,
        time: '17:00',
        total: 450,
        observations: '',
        lines: [{ product: 'ogkush', grams: 10 }],
      },
    },
  );
  expect(data.placeOrder.ok).toBe(true);
  return data.placeOrder.orderId;
}

const MY_CARD = '{ myCard { memberId name lastName secret stepSeconds } }';
const IDENTIFY = `mutation ($scan: String, $cedula: String) {
  identifyAtCounter(scan: $scan, cedula: $cedula) { ok code error identificationId } }`;
const VISIT = `query ($id: ID!) { counterVisit(identificationId: $id) {
  identificationId method memberId name lastName age leftMonth leftYear orders { id hour grams status lines { species grams } } } }`;
const HAND_OVER = `mutation ($identificationId: ID!, $orderId: ID!, $documentVerified: Boolean!) {
  handOverAtCounter(identificationId: $identificationId, orderId: $orderId, documentVerified: $documentVerified) { ok code error orderId } }`;

type Identify = {
  identifyAtCounter: {
    ok: boolean;
    code: string | null;
    error: string | null;
    identificationId: string | null;
  };
};

const identify = (variables: { scan?: string; cedula?: string }) =>
  ask<Identify>(dispenser.token, IDENTIFY, variables);

async function nothingRecorded(run: () => Promise<void>) {
  const counts = async () => [await eventCount(gw.db), await checks()];
  const before = await counts();
  await run();
  expect(await counts()).toEqual(before);
}

async function checks(): Promise<number> {
  const { rows } = await gw.db.query<{ n: number }>('select count(*)::int as n from counter_checks');
  return Number(rows[0]?.n);
}

beforeAll(async () => {
  gw = await startTestGateway({ now: () => clock });
  memberToken = await loginToken(gw.app, 'socio@club.uy', 'socio1234');
  const mail = 'dispensa@club.uy';
  const id = await addMember(gw.db, { mail, password: 'clave-de-prueba', roles: ['dispensa'], name: 'Ana' });
  dispenser = { id, token: await loginToken(gw.app, mail, 'clave-de-prueba') };
  orderId = await placeOrder(memberToken);
  clock = TUESDAY_AT_COUNTER;
});
afterAll(() => gw?.close());

describe('the member card', () => {
  it('gives the member their own card, the same secret each time, sealed in the database and never in the log', async () => {
    const first = await ask<{ myCard: Record<string, unknown> & { secret: string } }>(memberToken, MY_CARD);
    expect(first.myCard).toMatchObject({
      memberId: MEMBER_ID,
      name: 'Martín',
      lastName: 'Rodríguez',
      stepSeconds: 30,
    });
    expect(first.myCard.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await ask<typeof first>(memberToken, MY_CARD)).myCard.secret).toBe(first.myCard.secret);
    const { rows } = await gw.db.query<{ secret: string }>(
      'select secret from member_cards where member_id = $1',
      [MEMBER_ID],
    );
    expect(rows[0]?.secret).toBeDefined();
    expect(rows[0]?.secret).not.toContain(first.myCard.secret);
    const { rows: found } = await gw.db.query<{ n: number }>(
      `select count(*)::int as n from events where payload::text like '%' || $1 || '%'`,
      [first.myCard.secret],
    );
    expect(found[0]?.n).toBe(0);
  });

  it("has no way to ask for another's card: a dispenser who is not a socio has none", async () => {
    const answer = await graphql(gw.app, MY_CARD, {}, authHeader(dispenser.token));
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const fields = await ask<{ __type: { fields: Array<{ name: string; args: unknown[] }> } }>(
      memberToken,
      '{ __type(name: "Query") { fields { name args { name } } } }',
    );
    expect(fields.__type.fields.find((field) => field.name === 'myCard')?.args).toEqual([]);
  });
});

describe('the counter', () => {
  const secretOf = async () =>
    (await ask<{ myCard: { secret: string } }>(memberToken, MY_CARD)).myCard.secret;

  it('refuses a code from two minutes earlier, a forged one and garbage, recording nothing', async () => {
    const secret = await secretOf();
    const stale = await cardCode(secret, MEMBER_ID, clock.getTime() - 120_000);
    const forged = await cardCode(newCardSecret(), MEMBER_ID, clock);
    const otherMember = (await cardCode(secret, MEMBER_ID, clock)).replace(
      `CLUBCARD1.${MEMBER_ID}.`,
      'CLUBCARD1.3.',
    );
    await nothingRecorded(async () => {
      expect((await identify({ scan: stale })).identifyAtCounter).toEqual({
        ok: false,
        code: 'CARNET_VENCIDO',
        error: 'El código del carnet venció. Pedile al socio que abra de nuevo Mi carnet.',
        identificationId: null,
      });
      for (const scan of [forged, otherMember, 'https://example.com', `${'9'.repeat(300)}`]) {
        expect((await identify({ scan })).identifyAtCounter).toMatchObject({
          ok: false,
          code: 'CARNET_INVALIDO',
          error: 'Este código no es un carnet válido del club.',
        });
      }
      expect((await identify({})).identifyAtCounter.code).toBe('DATOS_INVALIDOS');
    });
  });

  it('accepts a code one step either side of the server’s clock', async () => {
    const secret = await secretOf();
    for (const shift of [-30_000, 30_000]) {
      const scan = await cardCode(secret, MEMBER_ID, clock.getTime() + shift);
      expect((await identify({ scan })).identifyAtCounter.ok).toBe(true);
    }
  });

  it('shows the member, age, grams left and today’s order, refuses a handover without the document, and records the check', async () => {
    const scan = await cardCode(await secretOf(), MEMBER_ID, clock);
    const { identificationId } = (await identify({ scan })).identifyAtCounter;
    expect(identificationId).toEqual(expect.any(String));
    const { counterVisit } = await ask<{ counterVisit: Record<string, unknown> }>(dispenser.token, VISIT, {
      id: identificationId,
    });
    expect(counterVisit).toEqual({
      identificationId,
      method: 'card',
      memberId: MEMBER_ID,
      name: 'Martín',
      lastName: 'Rodríguez',
      age: ageOn(identityOf(MEMBER_ID).birthDate, TUESDAY),
      leftMonth: 30,
      leftYear: 470,
      orders: [
        {
          id: orderId,
          hour: '17:00',
          grams: 10,
          status: 'placed',
          lines: [{ species: 'OG Kush', grams: 10 }],
        },
      ],
    });

    const handOver = (documentVerified: boolean) =>
      ask<{ handOverAtCounter: Record<string, unknown> }>(dispenser.token, HAND_OVER, {
        identificationId,
        orderId,
        documentVerified,
      });
    await nothingRecorded(async () => {
      expect((await handOver(false)).handOverAtCounter).toMatchObject({
        ok: false,
        code: 'DOCUMENTO_SIN_VERIFICAR',
      });
    });
    expect((await handOver(true)).handOverAtCounter).toEqual({ ok: true, code: null, error: null, orderId });
    const delivered = (await readStream(gw.db, `order-${orderId}`)).at(-1);
    expect(delivered).toMatchObject({
      type: 'OrderDelivered',
      actor: `member-${dispenser.id}`,
      payload: {
        orderId,
        check: {
          checkedBy: dispenser.id,
          method: 'card',
          identifiedAt: TUESDAY_AT_COUNTER.toISOString(),
          documentCheckedAt: TUESDAY_AT_COUNTER.toISOString(),
        },
      },
    });
    expect((await handOver(true)).handOverAtCounter).toMatchObject({ ok: false, code: 'YA_ENTREGADO' });
  });

  it('finds a member by cédula as typed, and says so when none has it or the member has nothing today', async () => {
    const digits = identityOf(MEMBER_ID).cedula.replace(/\D/g, '');
    await nothingRecorded(async () => {
      // Their only order of the day was handed over above.
      expect((await identify({ cedula: digits })).identifyAtCounter).toMatchObject({
        ok: false,
        code: 'SIN_PEDIDOS_HOY',
        error: 'Este socio no tiene pedidos para retirar hoy.',
      });
      expect((await identify({ cedula: '1.234.567-2' })).identifyAtCounter).toMatchObject({
        ok: false,
        code: 'CEDULA_DESCONOCIDA',
        error: 'No hay ningún socio con esa cédula.',
      });
      expect((await identify({ cedula: '1.234.567-3' })).identifyAtCounter.code).toBe('CEDULA_INVALIDA');
    });
  });

  it('refuses the card of a member who left, recording nothing', async () => {
    const id = await addMember(gw.db, { mail: 'se-fue@club.uy', password: 'clave-de-prueba', active: false });
    const card = await myCard(gw.appDb, id);
    if (!card) throw new Error('no card');
    await nothingRecorded(async () => {
      expect(
        (await identify({ scan: await cardCode(card.secret, id, clock) })).identifyAtCounter,
      ).toMatchObject({
        ok: false,
        code: 'SOCIO_DADO_DE_BAJA',
        error: 'Este socio ya no es socio activo del club: no se le puede entregar.',
      });
    });
  });

  it('is closed to a member: no identification, no visit, no handover', async () => {
    for (const [query, variables] of [
      [IDENTIFY, { cedula: '1' }],
      [VISIT, { id: 'x' }],
      [HAND_OVER, { identificationId: 'x', orderId, documentVerified: true }],
    ] as const) {
      const answer = await graphql(gw.app, query, variables, authHeader(memberToken));
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
