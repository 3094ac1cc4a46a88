import { readStream } from '@club/db/event-store';
import { demoAccounts } from '@club/db/seed';
import { texts } from '@club/domain/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { gramsBalance } from '../orders/public.ts';
import { replayReadModels } from '../replay/public.ts';
import { stockHistory } from '../stock/public.ts';

// Issuing bills over REST (/admin/addBill), on PGlite or PostgreSQL: a bill takes its grams from
// stock and counts against the member's month and year together with the orders (the listings,
// GraphQL and the other readers of bills: bill-reads.int.test.ts). The clock is pinned to Tuesday 10 September 2024, noon in
// Montevideo: bills may be dated up to that day, and 17:00 that day is an offered pickup slot.
// Demo seed stock: OG Kush 700 g at $45, Kief 30 g at $60.

const NOW = new Date('2024-09-10T12:00:00-03:00');
const TODAY = '2024-09-10';
const SLOT = { date: TODAY, time: '17:00' };

let gw: TestGateway;
let adminToken: string;
let memberToken: string;
let adminId: number;
let demoId: number;
beforeAll(async () => {
  gw = await startTestGateway({ now: () => NOW });
  adminToken = await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);
  memberToken = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
  const ids = await gw.db.query<{ mail: string; id: number }>('select mail, id from members');
  const idOf = (mail: string) => Number(ids.rows.find((row) => row.mail === mail)?.id);
  adminId = idOf(demoAccounts.admin.mail);
  demoId = idOf(demoAccounts.member.mail);
});
afterAll(() => gw?.close());

const admin = () => authHeader(adminToken);
const addBill = (body: unknown, headers = admin()) =>
  call(gw.app, 'POST', '/admin/addBill', { body, headers });

/** Everything a bill writes; a refusal must leave all of it as it was. */
async function snapshot() {
  const { rows } = await gw.db.query(
    `select (select count(*) from bills)::int as bills,
            (select count(*) from events)::int as events,
            (select count(*) from dispensation_lines)::int as dispensations,
            (select json_agg(json_build_array(product_id, grams) order by product_id) from stock)::text as stock`,
  );
  return rows[0];
}

async function stockOf(key: string): Promise<number> {
  const { rows } = await gw.db.query<{ grams: number }>(
    'select s.grams from stock s join products p on p.id = s.product_id where p.key = $1',
    [key],
  );
  return Number(rows[0]?.grams);
}

let member = 0;
/** A fresh active member with a password, for limits that must start at zero. */
async function freshMember(): Promise<{ id: number; token: string }> {
  member += 1;
  const mail = `recibo${member}@club.uy`;
  const id = await addMember(gw.db, { mail, password: 'clave12345' });
  return { id, token: await loginToken(gw.app, mail, 'clave12345') };
}

describe('POST /admin/addBill', () => {
  let billId: string;
  let ogkushBefore: number;

  it('issues the bill: BillIssued appended, bills row, stock taken, dispensation lines', async () => {
    ogkushBefore = await stockOf('ogkush');
    const kiefBefore = await stockOf('kief');
    const answer = await addBill({
      socio_id: demoId,
      date: TODAY,
      species: [
        { product: 'ogkush', amount: 10 },
        { product: 'kief', amount: 5 },
      ],
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      msg: 'Bill added',
      id: expect.any(String),
      gramsPurchased: 15,
      gramsLeft: 25,
    });
    billId = answer.body.id;

    const events = await readStream(gw.db, `bill-${billId}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'BillIssued',
      version: 1,
      actor: `member-${adminId}`,
      payload: {
        billId,
        memberId: demoId,
        date: TODAY,
        lines: [
          { productId: expect.any(Number), key: 'ogkush', species: 'OG Kush', grams: 10, price: 45 },
          { productId: expect.any(Number), key: 'kief', species: 'Kief', grams: 5, price: 60 },
        ],
        total: 750,
      },
    });
    const bill = await gw.db.query(
      `select member_id, to_char(date, 'YYYY-MM-DD') as date, grams, total from bills where id = $1`,
      [billId],
    );
    expect(bill.rows).toEqual([{ member_id: demoId, date: TODAY, grams: 15, total: 750 }]);
    expect(await stockOf('ogkush')).toBe(ogkushBefore - 10);
    expect(await stockOf('kief')).toBe(kiefBefore - 5);
    const lines = await gw.db.query(
      `select key, grams, amount, to_char(date, 'YYYY-MM-DD') as date from dispensation_lines
        where source_stream = $1 order by key`,
      [`bill-${billId}`],
    );
    expect(lines.rows).toEqual([
      { key: 'kief', grams: 5, amount: 300, date: TODAY },
      { key: 'ogkush', grams: 10, amount: 450, date: TODAY },
    ]);
  });

  it("refuses a bill that would pass the demo member's 40 g: 403 'solo te quedan 25g este mes', nothing saved", async () => {
    const before = await snapshot();
    const answer = await addBill({
      socio_id: demoId,
      date: TODAY,
      species: [{ product: 'ogkush', amount: 30 }],
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      msg: 'Unauthorized',
      code: 'LIMITE_MENSUAL',
      error: 'solo te quedan 25g este mes',
      gramsPurchased: 15,
      gramsLeft: 25,
      period: 'month',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('counts towards the month of its date: an order after a bill that used the month is refused', async () => {
    const answer = await addBill({
      socio_id: demoId,
      date: '2024-09-02',
      species: [{ product: 'OG Kush', amount: 25 }],
    });
    expect(answer).toMatchObject({ status: 201, body: { gramsPurchased: 40, gramsLeft: 0 } });
    expect(await gramsBalance(gw.db, demoId, TODAY)).toMatchObject({
      usedMonth: 40,
      leftMonth: 0,
      usedYear: 40,
    });

    const before = await snapshot();
    const order = await call(gw.app, 'POST', '/submitorder', {
      body: { ...SLOT, total: 225, observations: '', ogkush: 5 },
      headers: authHeader(memberToken),
    });
    expect(order).toMatchObject({
      status: 403,
      body: {
        msg: 'Unauthorized',
        code: 'LIMITE_MENSUAL',
        error: 'solo te quedan 0g este mes',
        gramsLeft: 0,
      },
    });
    const viaGraphql = await graphql(
      gw.app,
      `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok code error } }`,
      { input: { ...SLOT, total: 225, lines: [{ product: 'ogkush', grams: 5 }] } },
      authHeader(memberToken),
    );
    expect(viaGraphql.body.data.placeOrder).toEqual({
      ok: false,
      code: 'LIMITE_MENSUAL',
      error: 'solo te quedan 0g este mes',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('a bill after an order counts the order', async () => {
    const socio = await freshMember();
    const order = await call(gw.app, 'POST', '/submitorder', {
      body: { ...SLOT, total: 30 * 45, observations: '', ogkush: 30 },
      headers: authHeader(socio.token),
    });
    expect(order.status).toBe(200);
    const refused = await addBill({
      socio_id: socio.id,
      date: TODAY,
      species: [{ product: 'ogkush', amount: 15 }],
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'LIMITE_MENSUAL', error: 'solo te quedan 10g este mes', gramsPurchased: 30 },
    });
    const accepted = await addBill({
      socio_id: socio.id,
      date: TODAY,
      species: [{ product: 'ogkush', amount: 10 }],
    });
    expect(accepted).toMatchObject({ status: 201, body: { gramsPurchased: 40, gramsLeft: 0 } });
  });

  it('a bill in another month counts there, not in this one', async () => {
    const socio = await freshMember();
    const august = await addBill({
      socio_id: socio.id,
      date: '2024-08-31',
      species: [{ product: 'ogkush', amount: 40 }],
    });
    expect(august.status).toBe(201);
    expect(await gramsBalance(gw.db, socio.id, TODAY)).toMatchObject({ usedMonth: 0, usedYear: 40 });
    const september = await addBill({
      socio_id: socio.id,
      date: TODAY,
      species: [{ product: 'ogkush', amount: 40 }],
    });
    expect(september.status).toBe(201);
  });

  it("refuses a bill over a product's stock: 409, nothing saved", async () => {
    const socio = await freshMember();
    const kief = await stockOf('kief');
    const before = await snapshot();
    const answer = await addBill({
      socio_id: socio.id,
      date: TODAY,
      species: [{ product: 'kief', amount: kief + 1 }],
    });
    expect(answer).toEqual({
      status: 409,
      headers: expect.anything(),
      body: { msg: 'Conflict', code: 'STOCK_INSUFICIENTE', error: `Solo quedan ${kief} g de Kief` },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every bad draft with 400 and its Spanish text, saving nothing', async () => {
    const inactive = await addMember(gw.db, { mail: 'baja@club.uy', password: 'clave12345', active: false });
    const socio = await freshMember();
    const line = [{ product: 'ogkush', amount: 5 }];
    const cases: Array<[unknown, string, string]> = [
      [{ date: TODAY, species: line }, 'FALTA_SOCIO', 'Debe elegir un socio'],
      [{ socio_id: '2', date: TODAY, species: line }, 'FALTA_SOCIO', 'Debe elegir un socio'],
      [{ socio_id: 999_999, date: TODAY, species: line }, 'SOCIO_DESCONOCIDO', 'No existe el socio #999999'],
      [
        { socio_id: 2 ** 40, date: TODAY, species: line },
        'SOCIO_DESCONOCIDO',
        `No existe el socio #${2 ** 40}`,
      ],
      [
        { socio_id: inactive, date: TODAY, species: line },
        'SOCIO_INACTIVO',
        'Prueba Socio está dado de baja: no puede recibir',
      ],
      [{ socio_id: adminId, date: TODAY, species: line }, 'SOCIO_INVALIDO', texts.bills.notAMember],
      [{ socio_id: socio.id, date: '2024-02-30', species: line }, 'FECHA_INVALIDA', texts.bills.invalidDate],
      [{ socio_id: socio.id, species: line }, 'FECHA_INVALIDA', texts.bills.invalidDate],
      [
        { socio_id: socio.id, date: '2024-09-11', species: line },
        'FECHA_FUTURA',
        'La fecha del recibo no puede ser posterior a hoy (2024-09-10)',
      ],
      [{ socio_id: socio.id, date: TODAY, species: [] }, 'SIN_ESPECIES', 'Agregá al menos una especie'],
      [{ socio_id: socio.id, date: TODAY }, 'SIN_ESPECIES', 'Agregá al menos una especie'],
      [{ socio_id: socio.id, date: TODAY, species: [null] }, 'LINEA_INVALIDA', texts.bills.invalidLine],
      [
        { socio_id: socio.id, date: TODAY, species: [{ product: 'ogkush', amount: 0 }] },
        'GRAMOS_INVALIDOS',
        'La cantidad de ogkush debe ser un número entero de gramos mayor que 0',
      ],
      [
        { socio_id: socio.id, date: TODAY, species: [{ product: 'ogkush', amount: 1.5 }] },
        'GRAMOS_INVALIDOS',
        'La cantidad de ogkush debe ser un número entero de gramos mayor que 0',
      ],
      [
        { socio_id: socio.id, date: TODAY, species: [...line, { product: 'ogkush', amount: 5 }] },
        'ESPECIE_REPETIDA',
        texts.bills.repeatedSpecies,
      ],
      [
        { socio_id: socio.id, date: TODAY, species: [{ product: 'purplehaze', amount: 5 }] },
        'PRODUCTO_DESCONOCIDO',
        'El producto purplehaze no existe',
      ],
    ];
    const before = await snapshot();
    for (const [body, code, error] of cases) {
      const answer = await addBill(body);
      expect({ body, answer: answer.body, status: answer.status }).toEqual({
        body,
        answer: { msg: 'Bad Request', code, error },
        status: 400,
      });
    }
    const malformed = await addBill('{"socio_id":');
    expect(malformed).toMatchObject({ status: 400, body: { msg: 'Bad Request', code: 'BAD_JSON' } });
    expect(await snapshot()).toEqual(before);
  });

  it('is for admins only: 401 without a token, 403 for a member, nothing saved', async () => {
    const before = await snapshot();
    const body = { socio_id: demoId, date: TODAY, species: [{ product: 'ogkush', amount: 1 }] };
    expect((await addBill(body, {})).status).toBe(401);
    expect((await addBill(body, authHeader(memberToken))).status).toBe(403);
    expect((await call(gw.app, 'GET', '/admin/getBills?month=2024-09')).status).toBe(401);
    const member = await call(gw.app, 'GET', '/admin/getBills?month=2024-09', {
      headers: authHeader(memberToken),
    });
    expect(member.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves the product history showing the bill', async () => {
    const { rows } = await gw.db.query<{ id: number }>("select id from products where key = 'ogkush'");
    const history = await stockHistory(gw.db, Number(rows[0]?.id), 500);
    const entry = history.find((e) => e.streamId === `bill-${billId}`);
    expect(entry).toMatchObject({ type: 'BillIssued', gramsChange: -10, gramsAfter: ogkushBefore - 10 });
  });
});

describe('the log after these bills', () => {
  it('a replay of the log rebuilds bills, expenses, stock and dispensations equal to the live tables', async () => {
    const report = await replayReadModels(gw.db);
    expect(report.tables.map((t) => [t.table, t.equal]).sort()).toEqual(
      [
        ['orders', true],
        ['products', true],
        ['stock', true],
        ['dispensation_lines', true],
        ['bills', true],
        ['expenses', true],
        ['expense_receipts', true],
        ['members', true],
        ['work_entries', true],
        ['task_reports', true],
        ['club_settings', true],
        ['mother_plants', true],
        ['batches', true],
        ['treatments', true],
        ['batch_analyses', true],
        ['member_opening_balances', true],
        ['harvests', true],
        ['member_roles', true],
        ['invitations', true],
        ['applications', true],
        ['product_photos', true],
        ['club_profile', true],
      ].sort(),
    );
    expect(report.tables.find((t) => t.table === 'bills')?.liveRows).toBeGreaterThanOrEqual(5);
  });
});
