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
} from '../test-support/test-gateway.ts';
import { listMembers, memberPage } from './members/public.ts';
import { replayReadModels } from './replay/public.ts';
import { dispensations, sales } from './reporting/public.ts';

// Bills as they are read: GET /admin/getBills, GraphQL (bills, addBill), the member's page,
// reporting and replay, on PGlite or PostgreSQL, after the bills issued in beforeAll (the same
// ones add-bill.int.test.ts issues and checks). The clock is pinned to Tuesday 10 September 2024, noon in
// Montevideo: bills may be dated up to that day, and 17:00 that day is an offered pickup slot.
// Demo seed stock: OG Kush 700 g at $45, Kief 30 g at $60.

const NOW = new Date('2024-09-10T12:00:00-03:00');
const TODAY = '2024-09-10';
const SLOT = { date: TODAY, time: '17:00' };

let gw: TestGateway;
let adminToken: string;
let memberToken: string;
let demoId: number;
beforeAll(async () => {
  gw = await startTestGateway({ now: () => NOW });
  adminToken = await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);
  memberToken = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
  const ids = await gw.db.query<{ mail: string; id: number }>('select mail, id from members');
  const idOf = (mail: string) => Number(ids.rows.find((row) => row.mail === mail)?.id);
  demoId = idOf(demoAccounts.member.mail);
});
afterAll(() => gw?.close());

const admin = () => authHeader(adminToken);
const addBill = (body: unknown, headers = admin()) =>
  call(gw.app, 'POST', '/admin/addBill', { body, headers });

const ADD_BILL = `mutation ($input: AddBillInput!) {
  addBill(input: $input) { ok code error msg billId gramsLeft gramsPurchased }
}`;

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

let member = 0;
/** A fresh active member with a password, for limits that must start at zero. */
async function freshMember(): Promise<{ id: number; token: string }> {
  member += 1;
  const mail = `recibo${member}@club.uy`;
  const id = await addMember(gw.db, { mail, password: 'clave12345' });
  return { id, token: await loginToken(gw.app, mail, 'clave12345') };
}

/** The bills add-bill.int.test.ts issues: the demo member's two, one after an order, one each side of a month. */
beforeAll(async () => {
  const issued = [
    await addBill({
      socio_id: demoId,
      date: TODAY,
      species: [
        { product: 'ogkush', amount: 10 },
        { product: 'kief', amount: 5 },
      ],
    }),
    await addBill({ socio_id: demoId, date: '2024-09-02', species: [{ product: 'OG Kush', amount: 25 }] }),
  ];
  const afterOrder = await freshMember();
  const order = await call(gw.app, 'POST', '/submitorder', {
    body: { ...SLOT, total: 30 * 45, observations: '', ogkush: 30 },
    headers: authHeader(afterOrder.token),
  });
  expect(order.status).toBe(200);
  issued.push(
    await addBill({ socio_id: afterOrder.id, date: TODAY, species: [{ product: 'ogkush', amount: 10 }] }),
  );
  const twoMonths = await freshMember();
  for (const date of ['2024-08-31', TODAY]) {
    issued.push(
      await addBill({ socio_id: twoMonths.id, date, species: [{ product: 'ogkush', amount: 40 }] }),
    );
  }
  expect(issued.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
});

describe('GET /admin/getBills', () => {
  it("lists the month's bills in the bill draft's words", async () => {
    const answer = await call(gw.app, 'GET', '/admin/getBills?month=2024-09', { headers: admin() });
    expect(answer.status).toBe(200);
    const demo = answer.body.filter((bill: { socio_id: number }) => bill.socio_id === demoId);
    expect(demo).toEqual([
      {
        id: expect.any(String),
        socio_id: demoId,
        name: expect.any(String),
        lastName: expect.any(String),
        date: '2024-09-02',
        grams: 25,
        total: 1125,
        species: [{ product: 'ogkush', species: 'OG Kush', amount: 25 }],
      },
      {
        id: expect.any(String),
        socio_id: demoId,
        name: expect.any(String),
        lastName: expect.any(String),
        date: TODAY,
        grams: 15,
        total: 750,
        species: [
          { product: 'ogkush', species: 'OG Kush', amount: 10 },
          { product: 'kief', species: 'Kief', amount: 5 },
        ],
      },
    ]);
    const august = await call(gw.app, 'GET', '/admin/getBills?month=2024-08', { headers: admin() });
    expect(august.body.map((bill: { date: string }) => bill.date)).toEqual(['2024-08-31']);
    const current = await call(gw.app, 'GET', '/admin/getBills', { headers: admin() });
    expect(current.body).toEqual(answer.body);
  });

  it('refuses a malformed month with 400', async () => {
    const answer = await call(gw.app, 'GET', '/admin/getBills?month=septiembre', { headers: admin() });
    expect(answer).toMatchObject({
      status: 400,
      body: { msg: 'Bad Request', code: 'MES_INVALIDO', error: texts.bills.invalidMonth },
    });
  });
});

describe('GraphQL bills', () => {
  it('addBill issues a bill; refusals are typed results saving nothing', async () => {
    const socio = await freshMember();
    const ok = await graphql(
      gw.app,
      ADD_BILL,
      { input: { socioId: socio.id, date: TODAY, species: [{ product: 'despink', amount: 12 }] } },
      admin(),
    );
    expect(ok.body.data.addBill).toEqual({
      ok: true,
      code: null,
      error: null,
      msg: 'Bill added',
      billId: expect.any(String),
      gramsLeft: 28,
      gramsPurchased: 12,
    });
    expect((await readStream(gw.db, `bill-${ok.body.data.addBill.billId}`))[0]?.type).toBe('BillIssued');

    const before = await snapshot();
    const over = await graphql(
      gw.app,
      ADD_BILL,
      { input: { socioId: socio.id, date: TODAY, species: [{ product: 'despink', amount: 29 }] } },
      admin(),
    );
    expect(over.body.data.addBill).toEqual({
      ok: false,
      code: 'LIMITE_MENSUAL',
      error: 'solo te quedan 28g este mes',
      msg: 'Unauthorized',
      billId: null,
      gramsLeft: 28,
      gramsPurchased: 12,
    });
    const stock = await graphql(
      gw.app,
      ADD_BILL,
      { input: { socioId: socio.id, date: TODAY, species: [{ product: 'kief', amount: 1000 }] } },
      admin(),
    );
    expect(stock.body.data.addBill).toMatchObject({ ok: false, code: 'STOCK_INSUFICIENTE', msg: 'Conflict' });
    const bad = await graphql(
      gw.app,
      ADD_BILL,
      { input: { socioId: socio.id, date: TODAY, species: [{ product: 'kief', amount: -1 }] } },
      admin(),
    );
    expect(bad.body.data.addBill).toMatchObject({ ok: false, code: 'GRAMOS_INVALIDOS', msg: 'Bad Request' });
    expect(await snapshot()).toEqual(before);
  });

  it('bills(month) lists the bills with member names and lines', async () => {
    const answer = await graphql(
      gw.app,
      `{ bills(month: "2024-09") { id memberId name lastName date grams lines { product species grams } } }`,
      {},
      admin(),
    );
    expect(answer.body.errors).toBeUndefined();
    const first = answer.body.data.bills.find(
      (bill: { memberId: number; date: string }) => bill.memberId === demoId && bill.date === TODAY,
    );
    expect(first).toMatchObject({
      grams: 15,
      lines: [
        { product: 'ogkush', species: 'OG Kush', grams: 10 },
        { product: 'kief', species: 'Kief', grams: 5 },
      ],
    });
    const bad = await graphql(gw.app, '{ bills(month: "2024-13") { id } }', {}, admin());
    expect(bad.body.errors[0]).toMatchObject({
      message: texts.bills.invalidMonth,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is for admins only: UNAUTHENTICATED without a token, FORBIDDEN for a member', async () => {
    const before = await snapshot();
    const input = { socioId: demoId, date: TODAY, species: [{ product: 'ogkush', amount: 1 }] };
    expect((await graphql(gw.app, ADD_BILL, { input })).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await graphql(gw.app, ADD_BILL, { input }, authHeader(memberToken))).body.errors[0].extensions.code,
    ).toBe('FORBIDDEN');
    const query = '{ bills(month: "2024-09") { id } }';
    expect((await graphql(gw.app, query)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql(gw.app, query, {}, authHeader(memberToken))).body.errors[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('bills elsewhere', () => {
  it("the member's page counts bills in its months and lists them", async () => {
    const page = await memberPage(gw.db, demoId, NOW);
    expect(page?.grams).toMatchObject({ month: '2024-09', usedMonth: 40, usedYear: 40 });
    expect(page?.months.find((m) => m.month === '2024-09')).toMatchObject({
      grams: 40,
      bills: 2,
      billGrams: 40,
      billTotal: 1875,
      orders: 0,
    });
    expect(
      page?.activity.filter((a) => a.kind === 'bill').map((a) => [a.date, a.grams, a.counted, a.status]),
    ).toEqual([
      [TODAY, 15, true, 'delivered'],
      ['2024-09-02', 25, true, 'delivered'],
    ]);
    const [summary] = await listMembers(gw.db, `#${demoId}`, NOW);
    expect(summary).toMatchObject({ gramsMonth: 40, gramsYear: 40 });
  });

  it('reporting counts bills as handovers in their month', async () => {
    const september = await dispensations(gw.db, '2024-09');
    expect(september.filter((d) => d.memberId === demoId)).toEqual([
      expect.objectContaining({ key: 'ogkush', grams: 35, amount: 35 * 45 }),
      expect.objectContaining({ key: 'kief', grams: 5, amount: 300 }),
    ]);
    const august = await dispensations(gw.db, '2024-08');
    expect(august.map((d) => [d.key, d.grams])).toEqual([['ogkush', 40]]);
    const ogkush = (await sales(gw.db, '2024-09')).find((s) => s.key === 'ogkush');
    // Bills with OG Kush this month: demo ×2, the member after an order, the September one.
    expect(ogkush).toMatchObject({ handovers: 4, grams: 10 + 25 + 10 + 40 });
  });

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
    expect(report.tables.find((t) => t.table === 'bills')?.liveRows).toBeGreaterThanOrEqual(6);
  });
});
