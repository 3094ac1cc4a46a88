import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monthRange } from '@club/domain/calendar-month';
import { clubNow } from '@club/domain/club-clock';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newVisitor, type Visitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { isAfterToday } from './support/pickup-day.ts';
import { type Stack, startStack } from './support/stack.ts';

// Issue 17 in Chromium against a real gateway on the demo club: a member orders and the admin
// delivers, 5 g are destroyed in /admin/destruccion, the Responsable Técnico (the demo admin)
// closes the month in /admin/cierre, downloads the IRCCA report as CSV and PDF, and the PDF is
// rendered to PNG (pdftoppm) to be looked at. After the close, a back-dated change is refused.

let stack: Stack;
let browser: Browser;
let admin: Visitor;
let adminToken: string;
let memberToken: string;
const work = mkdtempSync(join(tmpdir(), 'club-close-e2e-'));
const today = clubNow(new Date()).date;
const month = today.slice(0, 7);

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  adminToken = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoAdmin);
  memberToken = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoMember);
  admin = await newVisitor(browser, stack.webUrl);
  await logIn(admin.page, gateway.demoAdmin.mail, gateway.demoAdmin.password);
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await stack?.stop();
  rmSync(work, { recursive: true, force: true });
});

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  gateway.graphql<T>(stack.gatewayUrl, adminToken, query, variables);

/** Marks every order of `month` still pending as not collected: a month closes with none open. */
async function settleOrders(of: string): Promise<void> {
  const { from, to } = monthRange(of);
  for (
    let day = new Date(`${from}T12:00:00Z`);
    day.toISOString().slice(0, 10) < to;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    const { adminOrders } = await asAdmin<{ adminOrders: Array<{ id: string; status: string }> }>(
      'query ($date: String!) { adminOrders(date: $date) { id status } }',
      { date: day.toISOString().slice(0, 10) },
    );
    for (const order of adminOrders.filter((o) => o.status === 'placed')) {
      const { markOrderNotCollected } = await asAdmin<{
        markOrderNotCollected: { ok: boolean; error: string };
      }>('mutation ($id: String!) { markOrderNotCollected(orderId: $id) { ok error } }', { id: order.id });
      expect(markOrderNotCollected.error).toBeNull();
    }
  }
}

async function download(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = join(work, file.suggestedFilename());
  await file.saveAs(path);
  return path;
}

describe('the monthly close, in Chromium', () => {
  it('a member orders this month and the admin delivers it', async () => {
    // The demo signs every month before the first with an order left open; close those first.
    for (;;) {
      const { monthCloses } = await asAdmin<{ monthCloses: { nextToClose: string } }>(
        '{ monthCloses { nextToClose } }',
      );
      if (monthCloses.nextToClose >= month) break;
      await settleOrders(monthCloses.nextToClose);
      const { closeMonth } = await asAdmin<{ closeMonth: { ok: boolean; error: string | null } }>(
        'mutation ($m: String!) { closeMonth(input: { month: $m, reasons: [] }) { ok error } }',
        { m: monthCloses.nextToClose },
      );
      expect(closeMonth.error).toBeNull();
    }
    const { pickupDays, products } = await gateway.graphql<{
      pickupDays: Array<{ date: string; slots: string[] }>;
      products: Array<{ key: string; price: number }>;
    }>(stack.gatewayUrl, memberToken, '{ pickupDays { date slots } products { key price } }');
    const price = products.find((product) => product.key === 'ogkush')?.price ?? 0;
    const day = pickupDays.find((offered) => isAfterToday(offered.date) && offered.date.startsWith(month));
    if (day) {
      const { placeOrder } = await gateway.graphql<{
        placeOrder: { ok: boolean; orderId: string; error: string };
      }>(
        stack.gatewayUrl,
        memberToken,
        'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok orderId error } }',
        {
          input: {
            date: day.date,
            time: day.slots[0],
            total: 5 * price,
            observations: '',
            lines: [{ product: 'ogkush', grams: 5 }],
          },
        },
      );
      expect(placeOrder.error).toBeNull();
      const { deliverOrder } = await asAdmin<{ deliverOrder: { ok: boolean; error: string | null } }>(
        'mutation ($id: String!) { deliverOrder(orderId: $id) { ok error } }',
        { id: placeOrder.orderId },
      );
      expect(deliverOrder.error).toBeNull();
    } else {
      // The last days of a month offer only next month's pickups: the handover is a bill today.
      const { rows } = {
        rows: await asAdmin<{ members: Array<{ id: number; mail: string }> }>('{ members { id mail } }'),
      };
      const memberId = rows.members.find((m) => m.mail === gateway.demoMember.mail)?.id;
      const { addBill } = await asAdmin<{ addBill: { ok: boolean; error: string | null } }>(
        'mutation ($input: AddBillInput!) { addBill(input: $input) { ok error } }',
        { input: { socioId: memberId, date: today, species: [{ product: 'ogkush', amount: 5 }] } },
      );
      expect(addBill.error).toBeNull();
    }
    // The demo's other orders of this month (upcoming pickups) are settled so the month can close.
    await settleOrders(month);
  });

  it('destroys 5 g in /admin/destruccion and lists it', async () => {
    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Destrucción' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/destruccion');
    await page.getByLabel('Producto').selectOption({ label: (await ogKushOption(page)) ?? '' });
    await page.getByLabel('Gramos').fill('5');
    await page.getByLabel('Motivo').fill('Cogollos con moho');
    await page.getByLabel('Método').fill('Triturado y compostado');
    await page.getByLabel('Testigo').fill('Ana Testigo');
    await page.getByRole('button', { name: 'Registrar destrucción' }).click();
    await page.getByText('Destrucción registrada').waitFor();
    const table = page.getByRole('table', { name: 'Destrucciones registradas' });
    await table.getByRole('cell', { name: 'Ana Testigo' }).first().waitFor();
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({
      path: join(process.env.SCREENSHOT_DIR ?? work, 'destruccion-375.png'),
      fullPage: true,
    });
  });

  it('the RT closes the month in /admin/cierre and downloads the CSV and the PDF', async () => {
    const { page } = admin;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/cierre');
    const table = page.getByRole('table', { name: 'Cierre mensual' });
    const ogKush = table.getByRole('row', { name: /OG Kush/ });
    await ogKush.waitFor();
    // The balance as the gateway computed it: 5 g destroyed, no difference.
    const cells = await ogKush.getByRole('cell').allTextContents();
    expect(cells[4]).toBe('5');
    expect(cells[8]).toBe('0');
    const hash = (await page.locator('.fi-close__hash code').textContent()) ?? '';
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await page.getByRole('button', { name: 'Cerrar el mes' }).click();
    await page.getByText(', firmado por ').waitFor();
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({
      path: join(process.env.SCREENSHOT_DIR ?? work, 'cierre-375.png'),
      fullPage: true,
    });

    const csv = readFileSync(await download(page, 'Descargar CSV'), 'utf8');
    expect(csv).toContain(`sha256;${hash}`);
    expect(csv).toContain('# Entregas a socios');
    // The empty field is the destruction section's 'lote' column (a product's grams, no batch).
    expect(csv).toContain(`${today};OG Kush;;5;Cogollos con moho;Triturado y compostado;Ana Testigo`);

    const pdfPath = await download(page, 'Descargar PDF');
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    // Rendered to PNG to be looked at (poppler-utils; .ci/run installs it).
    const png = join(process.env.SCREENSHOT_DIR ?? work, 'informe');
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdfPath, png]);
    expect(statSync(`${png}-1.png`).size).toBeGreaterThan(5_000);
    const text = execFileSync('pdftotext', [pdfPath, '-']).toString();
    expect(text).toContain('Firma del Responsable Técnico');
    expect(text).toContain(hash);
  });

  it('refuses a back-dated change in the closed month, in Spanish', async () => {
    const { adjustStock } = await asAdmin<{ adjustStock: { ok: boolean; error: string } }>(
      'mutation { adjustStock(id: 8, grams: -1, reason: "Recuento") { ok error } }',
    );
    expect(adjustStock.ok).toBe(false);
    expect(adjustStock.error).toMatch(
      /^El mes de \S+ de \d{4} está cerrado: registrá la corrección en un mes abierto\.$/,
    );
  });
});

async function ogKushOption(page: Page): Promise<string | undefined> {
  const select = page.getByLabel('Producto');
  await select.locator('option', { hasText: 'OG Kush' }).waitFor({ state: 'attached' });
  return (await select.locator('option', { hasText: 'OG Kush' }).textContent()) ?? undefined;
}
