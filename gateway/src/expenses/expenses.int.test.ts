import { createHash } from 'node:crypto';
import { readStream } from '@club/db/event-store';
import { demoAccounts } from '@club/db/seed';
import { texts } from '@club/domain/texts';
import { PNG_BYTES } from '@club/hosted/storage/sample-files.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';

// Expenses over REST (/admin/addExpense, /admin/getExpenses) and GraphQL (expenses, expenseMonths,
// expenseTotals, addExpense), on PGlite or PostgreSQL. The clock is pinned to 2 September 2024
// (Montevideo), so the last twelve months run from 2023-10 to 2024-09.

const NOW = new Date('2024-09-02T12:00:00-03:00');
/** Any hosted user: the paths of the refusals below are judged by their shape first. */
const USER = '0b6f3c1e-8d2a-4f7b-9c3d-2e1f0a9b8c7d';
const RECEIPT_FILE = 'f3a1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d.jpg';
/** The admin's own hosted account (the one with the admin's mail), where the form uploads. */
let hostedAdmin: string;
const receiptPath = () => `${hostedAdmin}/Ferretería/09-2024/${RECEIPT_FILE}`;

let gw: TestGateway;
let adminToken: string;
let memberToken: string;
let adminId: number;
beforeAll(async () => {
  gw = await startTestGateway({ now: () => NOW });
  adminToken = await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);
  memberToken = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
  const { rows } = await gw.db.query<{ id: number }>('select id from members where mail = $1', [
    demoAccounts.admin.mail,
  ]);
  adminId = Number(rows[0]?.id);
  // The receipt the first test names, uploaded as the expense form does: through the admin's
  // hosted session, opened from the club token.
  const opened = await graphql(gw.app, 'mutation { openHostedSession { accessToken } }', {}, admin());
  const access = opened.body.data.openHostedSession.accessToken as string;
  const hosted = { apikey: gw.config.supabaseAnonKey, authorization: `Bearer ${access}` };
  const user = await call(gw.app, 'GET', '/auth/v1/user', { headers: hosted });
  hostedAdmin = user.body.id as string;
  const path = receiptPath().split('/').map(encodeURIComponent).join('/');
  const upload = await gw.app.request(`/storage/v1/object/Bills/${path}`, {
    method: 'POST',
    headers: { ...hosted, 'content-type': 'image/png' },
    body: PNG_BYTES,
  });
  expect(upload.status).toBe(200);
});
afterAll(() => gw?.close());

const admin = () => authHeader(adminToken);

async function counts(): Promise<{ expenses: number; events: number }> {
  const { rows } = await gw.db.query<{ expenses: number; events: number }>(
    `select (select count(*) from expenses) as expenses,
            (select count(*) from events where type = 'ExpenseRecorded') as events`,
  );
  return { expenses: Number(rows[0]?.expenses), events: Number(rows[0]?.events) };
}

const ADD_EXPENSE = `mutation ($input: AddExpenseInput!) {
  addExpense(input: $input) { ok code error msg expense { id name date amount comment receipts } }
}`;

describe('POST /admin/addExpense', () => {
  it('records the expense, its receipt path and fingerprint, and an ExpenseRecorded event in one go', async () => {
    const receipt = receiptPath();
    const answer = await call(gw.app, 'POST', '/admin/addExpense', {
      headers: admin(),
      body: { expense: 'Ferretería', amount: 1500, comment: 'tornillos', date: '2024-09-03', receipt },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ msg: 'Expense added', id: expect.any(String) });
    const id = answer.body.id as string;

    const { rows } = await gw.db.query(
      `select category, amount, comment, to_char(date, 'YYYY-MM-DD') as date, receipt, created_by
         from expenses where id = $1`,
      [id],
    );
    expect(rows).toEqual([
      {
        category: 'Ferretería',
        amount: 1500,
        comment: 'tornillos',
        date: '2024-09-03',
        receipt,
        created_by: adminId,
      },
    ]);
    const events = await readStream(gw.db, `expense-${id}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'ExpenseRecorded',
      version: 1,
      actor: `member-${adminId}`,
      payload: {
        expenseId: id,
        category: 'Ferretería',
        amount: 1500,
        comment: 'tornillos',
        date: '2024-09-03',
        receipt,
        receiptFile: {
          size: PNG_BYTES.byteLength,
          sha256: createHash('sha256').update(PNG_BYTES).digest('hex'),
        },
        createdBy: adminId,
      },
    });
    // And the expense holds it: the storage keeps it as recorded.
    const { rows: held } = await gw.db.query('select held_by from storage_objects where name = $1', [
      receipt,
    ]);
    expect(held).toEqual([{ held_by: `expense-${id}` }]);
  });

  it('takes the comment and the receipt as optional', async () => {
    const answer = await call(gw.app, 'POST', '/admin/addExpense', {
      headers: admin(),
      body: { expense: 'UTE', amount: 4200, date: '2024-08-20' },
    });
    expect(answer.status).toBe(201);
    const { rows } = await gw.db.query('select comment, receipt from expenses where id = $1', [
      answer.body.id,
    ]);
    expect(rows).toEqual([{ comment: '', receipt: null }]);
  });

  const refused: Array<[string, Record<string, unknown>, string, string]> = [
    ['no expense', { expense: '', amount: 0, date: '' }, 'FALTA_GASTO', 'Debe elegir un gasto'],
    ['no amount', { expense: 'UTE', amount: 0, date: '' }, 'FALTA_IMPORTE', 'Debe ingresar un importe'],
    ['no date', { expense: 'UTE', amount: 10, date: '' }, 'FALTA_FECHA', 'Debe elegir una fecha'],
    [
      'an unknown category',
      { expense: 'Luz', amount: 10, date: '2024-09-01' },
      'GASTO_INVALIDO',
      'El gasto debe ser uno de: UTE, OSE, Alquiler, Ferretería, Fertilizantes, Turba, Sueldos, Varios',
    ],
    [
      'a negative amount',
      { expense: 'UTE', amount: -10, date: '2024-09-01' },
      'IMPORTE_INVALIDO',
      texts.expenses.invalidAmount,
    ],
    [
      'a fractional amount',
      { expense: 'UTE', amount: 10.5, date: '2024-09-01' },
      'IMPORTE_INVALIDO',
      texts.expenses.invalidAmount,
    ],
    [
      'an unsafe amount',
      { expense: 'UTE', amount: 2 ** 53, date: '2024-09-01' },
      'IMPORTE_INVALIDO',
      texts.expenses.invalidAmount,
    ],
    [
      'an amount over the maximum',
      { expense: 'UTE', amount: 100_000_001, date: '2024-09-01' },
      'IMPORTE_INVALIDO',
      'El importe no puede pasar de $ 100.000.000',
    ],
    [
      'an impossible date',
      { expense: 'UTE', amount: 10, date: '2024-02-30' },
      'FECHA_INVALIDA',
      texts.expenses.invalidDate,
    ],
    [
      'a date as dd/mm/yyyy',
      { expense: 'UTE', amount: 10, date: '03/09/2024' },
      'FECHA_INVALIDA',
      texts.expenses.invalidDate,
    ],
    [
      'a comment of 251 characters',
      { expense: 'UTE', amount: 10, date: '2024-09-01', comment: 'a'.repeat(251) },
      'COMENTARIO_LARGO',
      'El comentario puede tener hasta 250 caracteres',
    ],
    [
      'a receipt path of another shape',
      { expense: 'UTE', amount: 10, date: '2024-09-01', receipt: '../../etc/passwd' },
      'RECIBO_INVALIDO',
      texts.expenses.invalidReceipt,
    ],
    [
      "a receipt of another expense's folder",
      { expense: 'UTE', amount: 10, date: '2024-09-01', receipt: `${USER}/OSE/09-2024/abc.pdf` },
      'RECIBO_INVALIDO',
      'La foto de la factura está guardada para OSE de 09-2024, no para este gasto',
    ],
    [
      "a receipt of another month's folder",
      { expense: 'UTE', amount: 10, date: '2024-09-01', receipt: `${USER}/UTE/08-2024/abc.pdf` },
      'RECIBO_INVALIDO',
      'La foto de la factura está guardada para UTE de 08-2024, no para este gasto',
    ],
    [
      'a receipt that was never uploaded',
      { expense: 'UTE', amount: 10, date: '2024-09-01', receipt: `${USER}/UTE/09-2024/nunca-subido.pdf` },
      'RECIBO_NO_SUBIDO',
      texts.expenses.receiptMissing,
    ],
  ];

  it.each(refused)(
    'refuses %s with 400 and its Spanish text, saving nothing',
    async (_name, body, code, error) => {
      const before = await counts();
      const answer = await call(gw.app, 'POST', '/admin/addExpense', { headers: admin(), body });
      expect(answer).toMatchObject({ status: 400, body: { msg: 'Bad Request', code, error } });
      expect(await counts()).toEqual(before);
    },
  );

  it('answers malformed JSON with 400, not 500', async () => {
    const answer = await call(gw.app, 'POST', '/admin/addExpense', { headers: admin(), body: '{"expense":' });
    expect(answer).toMatchObject({ status: 400, body: { msg: 'Bad Request', code: 'BAD_JSON' } });
  });

  it('is for admins only: 401 without a token, 403 for a member', async () => {
    const before = await counts();
    const body = { expense: 'UTE', amount: 10, date: '2024-09-01' };
    expect((await call(gw.app, 'POST', '/admin/addExpense', { body })).status).toBe(401);
    const member = await call(gw.app, 'POST', '/admin/addExpense', {
      body,
      headers: authHeader(memberToken),
    });
    expect(member.status).toBe(403);
    expect((await call(gw.app, 'GET', '/admin/getExpenses')).status).toBe(401);
    expect(
      (await call(gw.app, 'GET', '/admin/getExpenses', { headers: authHeader(memberToken) })).status,
    ).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('GET /admin/getExpenses', () => {
  it('lists every expense with its ISO date and receipts, and the expense dates', async () => {
    const answer = await call(gw.app, 'GET', '/admin/getExpenses', { headers: admin() });
    expect(answer.status).toBe(200);
    expect(answer.body.res).toEqual([
      {
        id: expect.any(String),
        name: 'UTE',
        date: '2024-08-20T00:00:00.000Z',
        amount: 4200,
        comment: '',
        receipts: [],
      },
      {
        id: expect.any(String),
        name: 'Ferretería',
        date: '2024-09-03T00:00:00.000Z',
        amount: 1500,
        comment: 'tornillos',
        receipts: [receiptPath()],
      },
    ]);
    expect(answer.body.dates).toEqual(['2024-08-20T00:00:00.000Z', '2024-09-03T00:00:00.000Z']);
  });
});

describe('GraphQL expenses', () => {
  it('addExpense records an expense and answers it; refusals are typed results saving nothing', async () => {
    const ok = await graphql(
      gw.app,
      ADD_EXPENSE,
      { input: { expense: 'Sueldos', amount: 30000, date: '2024-09-01', comment: 'setiembre' } },
      admin(),
    );
    expect(ok.body.data.addExpense).toEqual({
      ok: true,
      code: null,
      error: null,
      msg: 'Expense added',
      expense: {
        id: expect.any(String),
        name: 'Sueldos',
        date: '2024-09-01',
        amount: 30000,
        comment: 'setiembre',
        receipts: [],
      },
    });
    expect((await readStream(gw.db, `expense-${ok.body.data.addExpense.expense.id}`))[0]?.type).toBe(
      'ExpenseRecorded',
    );

    const before = await counts();
    for (const [input, code, error] of [
      [{ expense: '', amount: 0, date: '' }, 'FALTA_GASTO', 'Debe elegir un gasto'],
      [{ expense: 'OSE', amount: 0, date: '' }, 'FALTA_IMPORTE', 'Debe ingresar un importe'],
      [{ expense: 'OSE', amount: 5, date: '' }, 'FALTA_FECHA', 'Debe elegir una fecha'],
      [{ expense: 'OSE', amount: 5, date: '2023-02-29' }, 'FECHA_INVALIDA', texts.expenses.invalidDate],
      [
        { expense: 'OSE', amount: 5, date: '2024-09-01', receipt: 'x/OSE/09-2024/a' },
        'RECIBO_INVALIDO',
        texts.expenses.invalidReceipt,
      ],
    ] as const) {
      const answer = await graphql(gw.app, ADD_EXPENSE, { input }, admin());
      expect(answer.body.data.addExpense).toEqual({
        ok: false,
        code,
        error,
        msg: 'Bad Request',
        expense: null,
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('expenses(month), expenseMonths and expenseTotals read what was recorded', async () => {
    const answer = await graphql(
      gw.app,
      `{ september: expenses(month: "2024-09") { name date amount }
         all: expenses { name }
         expenseMonths
         expenseTotals { month total }
         lastThree: expenseTotals(last: 3) { month total } }`,
      {},
      admin(),
    );
    expect(answer.body.errors).toBeUndefined();
    const data = answer.body.data;
    expect(data.september).toEqual([
      { name: 'Sueldos', date: '2024-09-01', amount: 30000 },
      { name: 'Ferretería', date: '2024-09-03', amount: 1500 },
    ]);
    expect(data.all.map((e: { name: string }) => e.name)).toEqual(['UTE', 'Sueldos', 'Ferretería']);
    expect(data.expenseMonths).toEqual(['2024-09', '2024-08']);
    expect(data.expenseTotals).toHaveLength(12);
    expect(data.expenseTotals[0]).toEqual({ month: '2023-10', total: 0 });
    expect(data.lastThree).toEqual([
      { month: '2024-07', total: 0 },
      { month: '2024-08', total: 4200 },
      { month: '2024-09', total: 31500 },
    ]);
  });

  it('refuses a malformed month with a Spanish error', async () => {
    const answer = await graphql(gw.app, '{ expenses(month: "2024-9") { id } }', {}, admin());
    expect(answer.body.errors[0]).toMatchObject({
      message: texts.expenses.invalidMonth,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is for admins only: UNAUTHENTICATED without a token, FORBIDDEN for a member', async () => {
    const before = await counts();
    for (const query of ['{ expenses { id } }', '{ expenseMonths }', '{ expenseTotals { month } }']) {
      const anonymous = await graphql(gw.app, query);
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const member = await graphql(gw.app, query, {}, authHeader(memberToken));
      expect(member.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    const input = { expense: 'UTE', amount: 10, date: '2024-09-01' };
    expect((await graphql(gw.app, ADD_EXPENSE, { input })).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await graphql(gw.app, ADD_EXPENSE, { input }, authHeader(memberToken))).body.errors[0].extensions.code,
    ).toBe('FORBIDDEN');
    expect(await counts()).toEqual(before);
  });
});
