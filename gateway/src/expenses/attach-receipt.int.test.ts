import { createHash } from 'node:crypto';
import { readStream } from '@club/db/event-store';
import { demoAccounts } from '@club/db/seed';
import { clubNow } from '@club/domain/club-clock';
import { addedReceiptPath, receiptFolder } from '@club/domain/expenses';
import { PDF_BYTES, PNG_BYTES } from '@club/hosted/storage/sample-files.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { monthInWords } from '../kernel/commands/open-months.ts';
import { replayReadModels } from '../replay/public.ts';

// A receipt added to an expense after it was recorded ('Agregá otro recibo' in Ver Gastos), on
// PGlite or PostgreSQL: uploaded through the admin's hosted session as the browser does, then
// attachReceipt records ExpenseReceiptAttached (its size and SHA-256) on the expense's stream,
// projects expense_receipts and holds the file. On today's clock: the month closed at the end is
// the current one, as the close's own tests do.

const today = clubNow(new Date()).date;
const month = today.slice(0, 7);
const ADMIN_ID = 1;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let gw: TestGateway;
let admin: Record<string, string>;
/** The admin's hosted session and account, opened from the club token (decision 021). */
let hosted: Record<string, string>;
let hostedAdmin: string;
/** An expense of today with its recorded receipt, and the path of that receipt. */
let expenseId: string;
let recordedPath: string;

beforeAll(async () => {
  gw = await startTestGateway();
  admin = authHeader(await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password));
  const opened = await graphql(gw.app, 'mutation { openHostedSession { accessToken } }', {}, admin);
  hosted = {
    apikey: gw.config.supabaseAnonKey,
    authorization: `Bearer ${opened.body.data.openHostedSession.accessToken}`,
  };
  hostedAdmin = (await call(gw.app, 'GET', '/auth/v1/user', { headers: hosted })).body.id as string;
  recordedPath = `${receiptFolder(hostedAdmin, 'Ferretería', today)}/factura.png`;
  expect(await upload(recordedPath, PDF_BYTES)).toBe(200);
  const added = await graphql(
    gw.app,
    `mutation ($input: AddExpenseInput!) { addExpense(input: $input) { ok expense { id } } }`,
    {
      input: {
        expense: 'Ferretería',
        amount: 1500,
        comment: 'tornillos',
        date: today,
        receipt: recordedPath,
      },
    },
    admin,
  );
  expenseId = added.body.data.addExpense.expense.id as string;
});
afterAll(() => gw?.close());

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

async function upload(path: string, bytes: Uint8Array<ArrayBuffer>): Promise<number> {
  const answer = await gw.app.request(`/storage/v1/object/Bills/${encodePath(path)}`, {
    method: 'POST',
    headers: { ...hosted, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  return answer.status;
}

const ATTACH = `mutation ($id: ID!, $path: String!) {
  attachReceipt(expenseId: $id, path: $path) { ok msg code error expense { id name date amount comment receipts } }
}`;

async function attach(id: string, path: string, headers = admin) {
  const answer = await graphql(gw.app, ATTACH, { id, path }, headers);
  return answer.body.data?.attachReceipt ?? answer;
}

/** A new later receipt of the expense, uploaded as Ver Gastos names it. */
async function uploadAdded(name: string, bytes: Uint8Array<ArrayBuffer> = PNG_BYTES): Promise<string> {
  const path = addedReceiptPath(hostedAdmin, { id: expenseId, category: 'Ferretería', date: today }, name);
  expect(await upload(path, bytes)).toBe(200);
  return path;
}

const heldBy = async (path: string) =>
  (
    await gw.db.query<{ held_by: string | null }>('select held_by from storage_objects where name = $1', [
      path,
    ])
  ).rows[0]?.held_by;
const eventCount = async () =>
  Number((await gw.db.query<{ n: number }>('select count(*) as n from events')).rows[0]?.n);

describe('attachReceipt', () => {
  let first: string;

  it('records the later receipt on the expense stream with its size and SHA-256, lists it and holds it', async () => {
    first = await uploadAdded('pagina-2.png');
    const answer = await attach(expenseId, first);
    expect(answer).toEqual({
      ok: true,
      msg: 'Receipt attached',
      code: null,
      error: null,
      expense: {
        id: expenseId,
        name: 'Ferretería',
        date: today,
        amount: 1500,
        comment: 'tornillos',
        receipts: [recordedPath, first],
      },
    });
    const events = await readStream(gw.db, `expense-${expenseId}`);
    expect(events.map(({ type, version, actor }) => ({ type, version, actor }))).toEqual([
      { type: 'ExpenseRecorded', version: 1, actor: `member-${ADMIN_ID}` },
      { type: 'ExpenseReceiptAttached', version: 2, actor: `member-${ADMIN_ID}` },
    ]);
    expect(events[1]?.payload).toEqual({
      expenseId,
      receipt: first,
      receiptFile: { size: PNG_BYTES.byteLength, sha256: sha256(PNG_BYTES) },
      attachedBy: ADMIN_ID,
    });
    expect(await heldBy(first)).toBe(`expense-${expenseId}`);
    const { rows } = await gw.db.query('select path, expense_id, attached_by from expense_receipts');
    expect(rows).toEqual([{ path: first, expense_id: expenseId, attached_by: ADMIN_ID }]);

    // Every admin sees it in the expense's receipts, over GraphQL and REST, and the check covers it.
    const listed = await graphql(gw.app, '{ expenses { id receipts } }', {}, admin);
    expect(listed.body.data.expenses).toContainEqual({ id: expenseId, receipts: [recordedPath, first] });
    const rest = await call(gw.app, 'GET', '/admin/getExpenses', { headers: admin });
    expect(rest.body.res.find((e: { id: string }) => e.id === expenseId)?.receipts).toEqual([
      recordedPath,
      first,
    ]);
    const checks = await graphql(
      gw.app,
      'query ($id: ID!) { receiptChecks(expenseId: $id) { path status recordedSize size } }',
      { id: expenseId },
      admin,
    );
    expect(checks.body.data.receiptChecks).toEqual([
      {
        path: recordedPath,
        status: 'matches',
        recordedSize: PDF_BYTES.byteLength,
        size: PDF_BYTES.byteLength,
      },
      { path: first, status: 'matches', recordedSize: PNG_BYTES.byteLength, size: PNG_BYTES.byteLength },
    ]);
  });

  it('takes two receipts sent at once, each once: a second writer loads again and decides again', async () => {
    const [a, b] = [await uploadAdded('pagina-3.png'), await uploadAdded('pagina-4.png', PDF_BYTES)];
    const answers = await Promise.all([attach(expenseId, a), attach(expenseId, b), attach(expenseId, a)]);
    // The two sends of one file meet at its row: whichever comes second finds it held.
    expect(answers[1]).toMatchObject({ ok: true });
    expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
    expect(answers.map((answer) => answer.code).filter((code) => code !== null)).toEqual(['RECIBO_USADO']);
    const events = await readStream(gw.db, `expense-${expenseId}`);
    expect(events.map((event) => event.version)).toEqual([1, 2, 3, 4]);
    expect(new Set(events.slice(2).map((event) => (event.payload as { receipt: string }).receipt))).toEqual(
      new Set([a, b]),
    );
  });

  it('refuses an unknown expense, a path of another shape, and a member, appending nothing', async () => {
    const before = await eventCount();
    const unknown = {
      ok: false,
      code: 'GASTO_NO_ENCONTRADO',
      error: 'No encontramos ese gasto',
      msg: 'Not Found',
    };
    expect(await attach('5d6f2b9e-0000-4000-8000-000000000001', first)).toMatchObject(unknown);
    expect(await attach('no-es-un-id', first)).toMatchObject(unknown);
    expect(await attach(expenseId, '../../etc/passwd')).toMatchObject({ ok: false, code: 'RECIBO_INVALIDO' });
    expect(await attach(expenseId, `${first}\u0000`)).toMatchObject({ ok: false, code: 'RECIBO_INVALIDO' });
    expect(await attach(expenseId, `${first}-no-subido`)).toMatchObject({
      ok: false,
      code: 'RECIBO_NO_SUBIDO',
    });
    const member = authHeader(
      await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password),
    );
    const refused = await attach(expenseId, first, member);
    expect(refused.status).toBe(403);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a later receipt of an expense in a closed month with MES_CERRADO; the upload stays free', async () => {
    const late = await uploadAdded('pagina-5.png');
    // The admin becomes the Responsable Técnico and signs the current month, which closes every
    // month up to it.
    const rt = await graphql(
      gw.app,
      'mutation { setMemberTechnicalLead(id: 1, technicalLead: true) { ok } }',
      {},
      admin,
    );
    expect(rt.body.data.setMemberTechnicalLead.ok).toBe(true);
    const overview = await graphql(gw.app, '{ monthCloses { months { month hash } } }', {}, admin);
    const hash = overview.body.data.monthCloses.months.find(
      (m: { month: string }) => m.month === month,
    )?.hash;
    const closed = await graphql(
      gw.app,
      'mutation ($input: CloseMonthInput!) { closeMonth(input: $input) { ok code error } }',
      { input: { month, reasons: [], hash } },
      admin,
    );
    expect(closed.body.data.closeMonth).toMatchObject({ ok: true });

    const before = await eventCount();
    expect(await attach(expenseId, late)).toEqual({
      ok: false,
      msg: 'Conflict',
      code: 'MES_CERRADO',
      error: `El mes de ${monthInWords(month)} está cerrado: registrá la corrección en un mes abierto.`,
      expense: null,
    });
    expect(await eventCount()).toBe(before);
    expect(await heldBy(late)).toBeNull();
    // So Ver Gastos can remove it.
    const removed = await gw.app.request('/storage/v1/object/Bills', {
      method: 'DELETE',
      headers: { ...hosted, 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: [late] }),
    });
    expect(removed.status).toBe(200);
  });

  it('rebuilds expense_receipts from the log equal to the live table', async () => {
    const report = await replayReadModels(gw.db);
    expect(report.tables.find((table) => table.table === 'expense_receipts')).toMatchObject({
      liveRows: 3,
      rebuiltRows: 3,
      equal: true,
    });
    expect(report.equal).toBe(true);
  });
});
