import { billMonthLabel } from '@club/domain/calendar-month';
import { clubNow } from '@club/domain/club-clock';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newVisitor, type Visitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { pesos } from './support/pesos.ts';
import { type Stack, startStack } from './support/stack.ts';

// Issue 6, "Must show" (web side): as the admin in Chromium against a real gateway, whose
// hosted auth + storage stand-in the unmodified supabase-js talks to. The browser is given the
// stand-in under another name, so it takes it for a Supabase project of its own (decision 021; the
// built-in case, one sign-in, is one-sign-out.e2e.test.ts). The expense screens need a hosted
// session: /admin/expense sends to /admin/supabase, the admin signs in there with the club
// password (the stand-in asks the club: the admin's account is the club's); the form's three checks; an expense with a real PNG uploaded; Ver Gastos shows it
// under its month with the total and a 'Ver Recibo' link that serves the same bytes; a bill that
// would pass 40 g is refused in Spanish and a valid one is saved and listed.

let stack: Stack;
let browser: Browser;
let admin: Visitor;
let adminToken: string;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ hostedServiceElsewhere: true }), launchBrowser()]);
  admin = await newVisitor(browser, stack.webUrl);
  await logIn(admin.page, gateway.demoAdmin.mail, gateway.demoAdmin.password);
  adminToken = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoAdmin);
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await stack?.stop();
});

const graphql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  gateway.graphql<T>(stack.gatewayUrl, adminToken, query, variables);

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXPENSE = { category: 'Ferretería', amount: 1234, comment: 'Tornillos e2e', date: '2024-09-15' };

/** Requests the page sends while `action` runs that match `test`. */
async function requestsDuring(page: Page, test: (request: Request) => boolean, action: () => Promise<void>) {
  const seen: string[] = [];
  const listener = (request: Request) => {
    if (test(request)) seen.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  };
  page.on('request', listener);
  try {
    await action();
    // Proven by a request that comes after: the browser reports requests in the order the page
    // makes them, so once this one is seen, anything the action sent has been seen too. (The
    // server answers an unknown path without an extension with the app's page: no console error.)
    const marker = `/fin-del-paso-${Date.now()}`;
    await Promise.all([
      page.waitForRequest((request) => request.url().endsWith(marker)),
      page.evaluate((url) => {
        void fetch(url).catch(() => undefined);
      }, marker),
    ]);
  } finally {
    page.off('request', listener);
  }
  return seen;
}

const sendsExpense = (request: Request) =>
  request.url().includes('/storage/v1/') ||
  (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('"operationName":"AddExpense"'));

describe('finance back office, in Chromium', () => {
  it('sends /admin/expense to /admin/supabase without a hosted session', async () => {
    const { page } = admin;
    await page.goto('/admin/expense');
    await page.waitForURL((url) => url.pathname === '/admin/supabase');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.locator('.fi-auth__card').evaluate((card) => card.getBoundingClientRect().width)).toBe(
      360,
    );
    for (const provider of ['Github', 'Google', 'Azure'])
      expect(await page.getByRole('button', { name: `Sign in with ${provider}` }).count()).toBe(1);
    // The redirect replaced the history entry: Back goes to the page before (the admin's landing,
    // /admin), not to the form.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/admin/supabase');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });

  it('refuses a magic link with an empty e-mail without calling the service', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'Send a magic link email' }).click();
    const calls = await requestsDuring(
      page,
      (request) => request.url().includes('/auth/v1/'),
      async () => {
        await page.getByRole('button', { name: 'Send Magic Link' }).click();
        await page.getByText('Please enter your email address').waitFor();
      },
    );
    expect(calls).toEqual([]);
    await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
  });

  it("signs in with the admin's club password and then offers the expense form", async () => {
    const { page } = admin;
    await page.getByLabel('Email address').fill(gateway.demoAdmin.mail);
    await page.getByLabel('Your Password').fill(gateway.demoAdmin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Sesión iniciada como').waitFor();
    expect(await page.locator('.fi-auth__who strong').innerText()).toBe(gateway.demoAdmin.mail);
    await page.getByRole('link', { name: 'Ir a Gastos' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/expense');
    await page.getByRole('heading', { name: 'Gastos' }).waitFor();
  });

  it('shows the three checks in order and sends nothing', async () => {
    const { page } = admin;
    await page.goto('/admin/expense');
    const errorLine = page.locator('.error-line');
    const submit = page.getByRole('button', { name: 'Subir' });
    const sent = await requestsDuring(page, sendsExpense, async () => {
      await submit.click();
      await page.getByText('Debe elegir un gasto').waitFor();
      await page.getByLabel('Gasto', { exact: true }).selectOption('Turba');
      await submit.click();
      await page.getByText('Debe ingresar un importe').waitFor();
      await page.getByLabel('Importe').fill('1500');
      await submit.click();
      await page.getByText('Debe elegir una fecha').waitFor();
    });
    expect(await errorLine.innerText()).toBe('Debe elegir una fecha');
    expect(sent).toEqual([]);
  });

  let monthBefore = 0;

  it('uploads an expense with a photo of the bill; the form resets', async () => {
    const { expenses } = await graphql<{ expenses: { amount: number }[] }>(
      'query ($month: String) { expenses(month: $month) { amount } }',
      { month: '2024-09' },
    );
    monthBefore = expenses.reduce((sum, expense) => sum + expense.amount, 0);

    const { page } = admin;
    await page.goto('/admin/expense');
    const file = page.getByLabel('Foto de la factura');
    await page.getByLabel('Gasto', { exact: true }).selectOption(EXPENSE.category);
    await page.getByLabel('Importe').fill(String(EXPENSE.amount));
    expect(await file.count()).toBe(0);
    await page.getByLabel('Comentario').fill(EXPENSE.comment);
    await page.getByLabel('Fecha').fill(EXPENSE.date);
    await file.setInputFiles({ name: 'factura.png', mimeType: 'image/png', buffer: PNG });
    const sent = await requestsDuring(page, sendsExpense, async () => {
      await page.getByRole('button', { name: 'Subir' }).click();
      await page.getByText('Gasto agregado').waitFor();
    });
    // The receipt first, then the expense.
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^POST .*\/storage\/v1\/object\/Bills\//);
    expect(sent[1]).toContain('"operationName":"AddExpense"');
    expect(await page.getByLabel('Gasto', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Importe').inputValue()).toBe('');
    expect(await file.count()).toBe(0);
  });

  it("lists it in Ver Gastos under 'Setiembre 2024' with the month's total and a working 'Ver Recibo'", async () => {
    const { page } = admin;
    await page.goto('/admin/expensefile');
    await page.getByRole('link', { name: 'Ver Gastos' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/showExpenses');
    await page.getByLabel('Elige el mes').selectOption({ label: 'Setiembre 2024' });
    const table = page.getByRole('table', { name: 'Setiembre 2024' });
    const row = table.getByRole('row').filter({ hasText: EXPENSE.comment });
    // The month's rows arrive after the selection: wait for ours before reading its cells.
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(0, 4)).toEqual([
      EXPENSE.category,
      '15/09/2024',
      pesos(EXPENSE.amount),
      EXPENSE.comment,
    ]);
    expect(await table.locator('.fi-show__total').innerText()).toBe(pesos(monthBefore + EXPENSE.amount));

    await row.getByRole('button', { name: 'Recibos' }).click();
    const link = row.getByRole('link', { name: 'Ver Recibo' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(
      new RegExp(
        `^${stack.supabaseUrl}/storage/v1/object/sign/Bills/[0-9a-f-]{36}/Ferreter(í|%C3%AD)a/09-2024/[^?]+\\?token=`,
      ),
    );
    const response = await fetch(href);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    await row.getByText('Verificado: coincide con lo registrado').waitFor();
    // And the link opens it in a new tab.
    const [tab] = await Promise.all([admin.context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(new URL(href).href);
    await tab.close();
  });

  it('refuses a bill that would pass 40 g this month in Spanish, then saves a valid one and lists it', async () => {
    const { members } = await graphql<{
      members: { id: number; name: string; lastName: string; gramsMonth: number }[];
    }>('query ($search: String) { members(search: $search) { id name lastName gramsMonth } }', {
      search: gateway.demoMember.mail,
    });
    const member = members[0];
    if (!member) throw new Error('no demo member');
    const left = 40 - member.gramsMonth;

    const { page } = admin;
    const before = clubNow(new Date()).date;
    await page.goto('/admin/bills');
    await page.getByRole('heading', { name: 'Agregar Recibos' }).waitFor();
    const today = await page.getByLabel('Fecha').inputValue();
    // Today in Montevideo, as the page saw it: midnight may fall between the two readings.
    expect([before, clubNow(new Date()).date]).toContain(today);
    // The demo club's bills of the month are listed too.
    const billsOfMonth = async () =>
      (
        await graphql<{ bills: unknown[] }>('query ($month: String!) { bills(month: $month) { id } }', {
          month: today.slice(0, 7),
        })
      ).bills.length;
    const billsBefore = await billsOfMonth();
    expect(await page.getByLabel('Mes de entrega').inputValue()).toBe(billMonthLabel(today.slice(0, 7)));
    const fullName = `${member.name} ${member.lastName}`;
    await page.getByRole('option', { name: fullName }).waitFor({ state: 'attached' });
    await page.getByLabel('Socio', { exact: true }).selectOption({ label: fullName });
    await page.getByRole('option', { name: 'OG Kush' }).waitFor({ state: 'attached' });
    await page.getByLabel('Agregar', { exact: true }).selectOption({ label: 'OG Kush' });
    // Added once: no longer offered.
    await expect
      .poll(() =>
        page.getByLabel('Agregar', { exact: true }).locator('option', { hasText: 'OG Kush' }).count(),
      )
      .toBe(0);
    await page.getByLabel('Gramos de OG Kush').fill(String(left + 5));
    await page.getByRole('button', { name: 'SUBIR' }).click();
    await page.locator('.error-line', { hasText: `solo te quedan ${left}g este mes` }).waitFor();
    // Refused: nothing saved.
    expect(await billsOfMonth()).toBe(billsBefore);

    await page.getByLabel('Gramos de OG Kush').fill('5');
    await page.getByRole('button', { name: 'SUBIR' }).click();
    await page.getByText('Recibo guardado').waitFor();
    const list = page.getByRole('table', { name: `Recibos de ${billMonthLabel(today.slice(0, 7))}` });
    const row = list.getByRole('row').filter({ hasText: fullName });
    await row.waitFor();
    expect((await row.locator('td').allInnerTexts()).slice(1)).toEqual([fullName, 'OG Kush 5 g', '5 g']);
    expect(await list.locator('tbody tr').count()).toBe(billsBefore + 1);
  });

  it("signs out; a forgotten password for the admin's address mails nothing: the club signs its admins in", async () => {
    const { page } = admin;
    await page.goto('/admin/supabase');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email address').fill(gateway.demoAdmin.mail);
    await page.getByRole('button', { name: 'Send reset password instructions' }).click();
    // The answer an unknown address gets too (as Supabase's), so nobody learns who is a member.
    await page.getByText('Check your email for the password reset link').waitFor();

    // Queued in the request's own transaction, so it would be there by now.
    const { outbox } = await graphql<{ outbox: { templateId: string; recipient: string | null }[] }>(
      '{ outbox(limit: 50) { templateId recipient } }',
    );
    expect(outbox.filter((mail) => mail.recipient === gateway.demoAdmin.mail)).toEqual([]);

    await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
    await page.getByLabel('Email address').fill(gateway.demoAdmin.mail);
    await page.getByLabel('Your Password').fill(gateway.demoAdmin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Sesión iniciada como').waitFor();
  });

  it('left the page free of errors', () => {
    expect(admin.errors).toEqual([]);
  });
});
