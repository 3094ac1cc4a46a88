import { demoAccounts } from '@club/db/seed-data';
import { addDays, clubNow } from '@club/domain/club-clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { saveHarvest } from '../harvests/public.ts';
import { monthInWords } from '../kernel/commands/open-months.ts';
import { replayReadModels } from '../replay/public.ts';
import { readStockEvents } from './commands.ts';
import { monthBalances } from './month-balance.ts';
import { monthHash } from './month-hash.ts';

// The monthly close on a real database (PGlite, or PostgreSQL with DATABASE_URL), after a
// product's destruction and a batch's waste (destruction/destruction.int.test.ts checks those): the
// Responsable Técnico granted by an admin, the month closed by the RT only, a
// closed month refusing every back-dated command, the IRCCA report as CSV and PDF, replay equal.
// A batch's waste (kind 'batch-waste') is recorded beside, listed and reported, but never counted
// in the stock balance: it never entered stock.
// On today's clock, so the month closed is the current one, as the e2e test does.

let gw: TestGateway;
let admin: Record<string, string>;
const now = new Date();
const today = clubNow(now).date;
const month = today.slice(0, 7);
const OG_KUSH = 8;
const MEMBER_ID = 2;
const ADMIN_ID = 1;
let batchId = 0;

beforeAll(async () => {
  gw = await startTestGateway();
  admin = authHeader(await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password));
  const { registerMotherPlant } = await asAdmin(
    `mutation ($on: String!) { registerMotherPlant(input: { productId: ${OG_KUSH}, name: "Madre W",
      origin: "Semilla", registeredOn: $on }) { ok motherPlant { id } } }`,
    { on: today },
  );
  const { startBatch } = await asAdmin(
    'mutation ($m: Int, $on: String!) { startBatch(input: { motherId: $m, plants: 4, startedOn: $on }) { ok batch { id } } }',
    { m: registerMotherPlant.motherPlant.id, on: today },
  );
  batchId = startBatch.batch.id;
  const waste = record({ target: { kind: 'batch-waste', batchId }, grams: 40, reason: 'Hojas y tallos' });
  for (const input of [record(), waste]) {
    expect((await asAdmin(DESTROY, { input })).destroyStock).toMatchObject({ ok: true });
  }
});
afterAll(() => gw?.close());

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers read field by field in the assertions
type Answer = Record<string, any>;

async function asAdmin<T = Answer>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await graphql(gw.app, query, variables, admin);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data as T;
}

const DESTROY = `mutation ($input: DestroyStockInput!) {
  destroyStock(input: $input) { ok code error field destructionId grams }
}`;
const CLOSE = `mutation ($input: CloseMonthInput!) { closeMonth(input: $input) { ok code error hash } }`;
const OVERVIEW = `{ monthCloses { currentMonth nextToClose technicalLead
  months { month closed closable hash events pendingOrders signedBy
    lines { productId species opening received adjusted dispensed destroyed pending closing ledger difference reason } } } }`;
const SET_RT = `mutation ($id: Int!, $on: Boolean!) { setMemberTechnicalLead(id: $id, technicalLead: $on) { ok code error } }`;
const ADD_BILL = `mutation ($input: AddBillInput!) { addBill(input: $input) { ok code error } }`;
const ADJUST = `mutation { adjustStock(id: 8, grams: -1, reason: "Recuento") { ok code error } }`;

const record = (over: Record<string, unknown> = {}) => ({
  target: { kind: 'product', productId: OG_KUSH },
  grams: 5,
  reason: 'Moho en el curado',
  method: 'Triturado y compostado',
  witness: 'Ana Testigo',
  date: today,
  ...over,
});

const eventCount = async () =>
  Number((await gw.db.query<{ n: number }>('select count(*) as n from events')).rows[0]?.n);
const gramsOf = async (productId: number) =>
  Number(
    (await gw.db.query<{ grams: number }>('select grams from stock where product_id = $1', [productId]))
      .rows[0]?.grams,
  );

describe('the monthly close (/admin/cierre)', () => {
  it('only a Responsable Técnico (close.sign) closes, and only an admin account can be one', async () => {
    // Administración sees the close but cannot sign it: the field's permission refuses.
    const refused = await graphql(gw.app, CLOSE, { input: { month, reasons: [] } }, admin);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'No tenés permiso para hacer esto',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await asAdmin(SET_RT, { id: MEMBER_ID, on: true })).setMemberTechnicalLead).toMatchObject({
      ok: false,
      code: 'RT_SOLO_ADMIN',
    });
    expect((await asAdmin(SET_RT, { id: ADMIN_ID, on: true })).setMemberTechnicalLead).toMatchObject({
      ok: true,
    });
    const { members } = await asAdmin<{ members: Array<{ id: number; technicalLead: boolean }> }>(
      '{ members { id technicalLead } }',
    );
    expect(members.filter((m) => m.technicalLead).map((m) => m.id)).toEqual([ADMIN_ID]);
  });

  it('shows the month with a bill and the destruction, its balance equal to the ledger', async () => {
    const { addBill } = await asAdmin(ADD_BILL, {
      input: { socioId: MEMBER_ID, date: today, species: [{ product: 'ogkush', amount: 5 }] },
    });
    expect(addBill).toMatchObject({ ok: true });
    const { monthCloses } = await asAdmin(OVERVIEW);
    expect(monthCloses).toMatchObject({ currentMonth: month, nextToClose: month, technicalLead: true });
    const current = monthCloses.months[0];
    expect(current).toMatchObject({ month, closed: false, closable: true, pendingOrders: 0 });
    const og = current.lines.find((line: { productId: number }) => line.productId === OG_KUSH);
    // destroyed: the product's 5 g only; the batch's 40 g of waste never entered stock.
    expect(og).toMatchObject({ dispensed: 5, destroyed: 5, difference: 0, ledger: await gramsOf(OG_KUSH) });
    expect(og.closing).toBe(
      og.opening + og.received + og.adjusted - og.dispensed - og.destroyed - og.pending,
    );
  });

  it('closes the month with MonthClosed: the figures, the signer and the SHA-256 of its events', async () => {
    const { monthCloses } = await asAdmin(OVERVIEW);
    const shown = monthCloses.months[0].hash;
    // The hash the screen showed must still be the month's: a stale one is refused.
    const stale = await asAdmin(CLOSE, { input: { month, reasons: [], hash: '0'.repeat(64) } });
    expect(stale.closeMonth).toMatchObject({ ok: false, code: 'CIERRE_DESACTUALIZADO' });
    const { closeMonth } = await asAdmin(CLOSE, { input: { month, reasons: [], hash: shown } });
    expect(closeMonth).toEqual({ ok: true, code: null, error: null, hash: shown });
    const balance = monthBalances(await readStockEvents(gw.db), month).find((b) => b.month === month);
    expect(monthHash(balance?.events ?? [])).toBe(shown);
    const { rows } = await gw.db.query<{ payload: Answer }>(
      `select payload from events where type = 'MonthClosed'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({
      month,
      memberId: ADMIN_ID,
      hash: shown,
      events: balance?.events.length,
    });
    const again = await asAdmin(CLOSE, { input: { month, reasons: [] } });
    expect(again.closeMonth).toMatchObject({ ok: false, code: 'MES_YA_CERRADO' });
  });

  it('refuses every back-dated change in the closed month, in Spanish, appending nothing', async () => {
    const closed = `El mes de ${monthInWords(month)} está cerrado: registrá la corrección en un mes abierto.`;
    const before = await eventCount();
    const bill = await asAdmin(ADD_BILL, {
      input: { socioId: MEMBER_ID, date: today, species: [{ product: 'ogkush', amount: 1 }] },
    });
    expect(bill.addBill).toMatchObject({ ok: false, code: 'MES_CERRADO', error: closed });
    expect((await asAdmin(ADJUST)).adjustStock).toMatchObject({
      ok: false,
      code: 'MES_CERRADO',
      error: closed,
    });
    expect((await asAdmin(DESTROY, { input: record({ grams: 1 }) })).destroyStock).toMatchObject({
      ok: false,
      code: 'MES_CERRADO',
      error: closed,
    });
    const waste = record({ target: { kind: 'batch-waste', batchId }, grams: 1 });
    expect((await asAdmin(DESTROY, { input: waste })).destroyStock).toMatchObject({
      ok: false,
      code: 'MES_CERRADO',
      error: closed,
    });
    const harvest = await saveHarvest(
      gw.db,
      ADMIN_ID,
      null,
      { productId: OG_KUSH },
      {
        numberOfPlants: 4,
        stock: 100,
        sketchedDate: addDays(today, -120),
        harvestDate: today,
      },
    );
    expect(harvest).toMatchObject({ ok: false, error: { code: 'MES_CERRADO', message: closed } });
    expect(await eventCount()).toBe(before);
    // The price is no business day: still editable.
    const edit = await asAdmin('mutation { editStock(id: 8, price: 321, available: true) { ok } }');
    expect(edit.editStock.ok).toBe(true);
  });

  it('gives the IRCCA report of the closed month as CSV and PDF, and nothing for an open one', async () => {
    const { monthReportCsv, monthReportPdf, open } = await asAdmin(
      `query ($month: String!, $next: String!) {
        monthReportCsv(month: $month) monthReportPdf(month: $month) open: monthReportCsv(month: $next)
      }`,
      { month, next: addDays(`${month}-28`, 7).slice(0, 7) },
    );
    expect(open).toBeNull();
    const { rows } = await gw.db.query<{ hash: string }>(
      `select payload->>'hash' as hash from events where type = 'MonthClosed'`,
    );
    expect(monthReportCsv).toContain(`sha256;${rows[0]?.hash}`);
    for (const section of [
      '# Entregas a socios',
      '# Producción (cosechas)',
      '# Destrucción',
      '# Balance de stock (gramos)',
    ])
      expect(monthReportCsv).toContain(section);
    // The 'lote' column: empty for a product's grams, the batch for its waste.
    expect(monthReportCsv).toContain(
      `${today};OG Kush;;5;Moho en el curado;Triturado y compostado;Ana Testigo`,
    );
    expect(monthReportCsv).toContain(
      `${today};OG Kush;${batchId};40;Hojas y tallos;Triturado y compostado;Ana Testigo`,
    );
    expect(monthReportCsv).toMatch(
      new RegExp(`${month};${MEMBER_ID};[^;]*;[^;]+;[^;]+;ogkush;OG Kush;5\\r\\n`),
    );
    const pdf = Buffer.from(monthReportPdf, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps the report it signed, append-only, and gives those bytes on every download', async () => {
    const REPORT = 'query ($month: String!) { monthReportCsv(month: $month) monthReportPdf(month: $month) }';
    const first = await asAdmin(REPORT, { month });
    const { rows } = await gw.db.query<{ csv: string; pdf: Uint8Array; sha256: string }>(
      'select csv, pdf, sha256 from month_reports where month = $1',
      [month],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.csv).toBe(first.monthReportCsv);
    expect(Buffer.from(rows[0]?.pdf ?? []).toString('base64')).toBe(first.monthReportPdf);
    expect(first.monthReportCsv.endsWith(`\r\nsha256_informe;${rows[0]?.sha256}\r\n`)).toBe(true);
    // Rendered inside the close: its time is the MonthClosed event's.
    const { monthCloses } = await asAdmin('{ monthCloses { months { month closedAt } } }');
    const closedAt = monthCloses.months.find((m: Answer) => m.month === month).closedAt;
    expect(first.monthReportCsv).toContain(`\r\ncerrado;${closedAt}\r\n`);
    for (const attack of [
      "update month_reports set csv = ''",
      'delete from month_reports',
      'truncate month_reports',
    ]) {
      await expect(gw.db.query(attack)).rejects.toThrow(/append-only/);
    }
    expect(await asAdmin(REPORT, { month })).toEqual(first);
  });

  it('keeps the report of a month closed before reports were kept, at its first download', async () => {
    // Such a database: the close's row taken away by the tables' owner, past the triggers.
    await gw.db.exec(
      'alter table month_reports disable trigger user; delete from month_reports; alter table month_reports enable trigger user',
    );
    const REPORT = 'query ($month: String!) { monthReportCsv(month: $month) monthReportPdf(month: $month) }';
    const first = await asAdmin(REPORT, { month });
    expect(first.monthReportCsv).toContain('sha256_informe;');
    const { rows } = await gw.db.query('select month from month_reports');
    expect(rows).toEqual([{ month }]);
    expect(await asAdmin(REPORT, { month })).toEqual(first);
  });

  it('leaves a log that rebuilds every read model exactly', async () => {
    const report = await replayReadModels(gw.db);
    expect(report.tables.filter((table) => !table.equal)).toEqual([]);
  });
});
