import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monthRange } from '@club/domain/calendar-month';
import { clubNow } from '@club/domain/club-clock';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf, renderPdfPage } from '../../test-support/pdf.ts';
import { launchBrowser, logIn, newVisitor, type Visitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { isAfterToday } from './support/pickup-day.ts';
import { type Stack, startStack } from './support/stack.ts';

// Issue 17 in Chromium against a real gateway on the demo club, in the order a season runs:
//   1. a mother plant and a batch of 10 cuttings from it, moved to flowering;
//   2. a treatment on the batch, then the batch harvested into stock (and its traceability);
//   3. a member orders and the admin delivers;
//   4. 5 g destroyed in /admin/destruccion;
//   5. the Responsable Técnico (the demo admin) closes the month in /admin/cierre;
//   6. the IRCCA report downloaded as CSV and PDF, the PDF read and its first page drawn to PNG (pdf.js) to
//      be looked at. After the close, a back-dated change is refused.

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

/** The plants in flowering as /admin/plantas says them ('12 de 99 plantas en floración'). */
async function floweringNow(page: Page): Promise<number> {
  const gauge = page.locator('.pl-gauge__label');
  await gauge.waitFor();
  const match = /^(\d+) de 99 plantas en floración$/.exec((await gauge.innerText()).trim());
  if (!match) throw new Error(`no flowering count in: ${await gauge.innerText()}`);
  return Number(match[1]);
}

describe('the legal records of a season, in Chromium', () => {
  let batchPath = '';
  // The stack starts with the demo club, whose season has a batch in flowering.
  let flowering = 0;

  it('registers a mother and a batch of 10 cuttings from it', async () => {
    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Plantas y lotes' }).click();
    await page.getByRole('heading', { name: 'Plantas y lotes', level: 1 }).waitFor();
    flowering = await floweringNow(page);

    await page.getByRole('button', { name: 'Registrar madre' }).click();
    const motherDialog = page.getByRole('dialog', { name: 'Registrar planta madre' });
    await motherDialog.getByLabel('Genética (especie)').selectOption({ label: 'OG Kush' });
    // Nothing else filled: the shared rule answers in Spanish before anything is sent.
    await motherDialog.getByRole('button', { name: 'Registrar madre' }).click();
    await motherDialog.getByText('Poné un nombre para la planta madre (hasta 60 caracteres)').waitFor();
    await motherDialog.getByLabel('Nombre de la madre').fill('Madre E2E');
    await motherDialog.getByLabel('Origen').fill('Semilla de banco');
    await motherDialog.getByRole('button', { name: 'Registrar madre' }).click();
    await motherDialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Madre E2E' }).waitFor();

    await page.getByRole('button', { name: 'Nuevo lote' }).click();
    const batchDialog = page.getByRole('dialog', { name: 'Nuevo lote de esquejes' });
    await batchDialog.getByLabel('Planta madre').selectOption({ label: 'Madre E2E · OG Kush' });
    await batchDialog.getByLabel('Cantidad de esquejes').fill('10');
    await batchDialog.getByRole('button', { name: 'Iniciar lote' }).click();
    await batchDialog.waitFor({ state: 'detached' });
    const card = page.locator('li', { hasText: 'Madre E2E' }).filter({ hasText: 'Esquejes' });
    await card.waitFor();
    const link = card.getByRole('link', { name: /^Lote \d+$/ });
    batchPath = (await link.getAttribute('href')) ?? '';
    expect(batchPath).toMatch(/^\/admin\/plantas\/\d+$/);
  });

  it('moves the batch to flowering: the plants in flowering grow by 10', async () => {
    const { page } = admin;
    await page.goto(batchPath);
    await page.getByRole('heading', { name: /^Lote \d+ · OG Kush$/ }).waitFor();
    await page.getByLabel('Nueva etapa').selectOption({ label: 'Floración' });
    await page.getByRole('button', { name: 'Cambiar etapa' }).click();
    await page.locator('.pl-stage', { hasText: 'Floración' }).waitFor();
    await page.goto('/admin/plantas');
    expect(await floweringNow(page)).toBe(flowering + 10);
  });

  it('records a treatment on the batch and lists it on the batch', async () => {
    const { page } = admin;
    await page.goto(batchPath);
    await page.getByRole('link', { name: 'Registrar tratamiento' }).click();
    await page.getByRole('heading', { name: 'Tratamientos', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Registrar tratamiento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar tratamiento' });
    await dialog.getByLabel('Producto').fill('Aceite de neem');
    await dialog.getByLabel('Principio activo').fill('Azadiractina 1 %');
    await dialog.getByLabel('Dosis').fill('5 ml/L');
    await dialog.getByLabel('Método o equipo').fill('Pulverizador manual');
    await dialog.getByLabel('Aplicado por').fill('Diego Silva');
    expect(await dialog.getByRole('checkbox', { name: /Madre E2E/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Registrar tratamiento' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Aceite de neem' }).waitFor();
    await page.goto(batchPath);
    await page.getByText('Azadiractina 1 % · 5 ml/L · Pulverizador manual').waitFor();
  });

  it('harvests the batch into stock from the harvest form: the batch is Cosechado and traced', async () => {
    const { page } = admin;
    const today = clubNow(new Date()).date;
    const batchName = (await page.getByRole('heading', { level: 1 }).innerText()).split(' · ')[0] ?? '';
    await page.goto('/admin/harvests/form');
    await page.getByRole('heading', { name: 'Cosecha', exact: true }).waitFor();
    await page.getByLabel('Lote').selectOption({ label: `${batchName} · OG Kush (Madre E2E)` });
    expect(await page.getByLabel('Cantidad de plantas').inputValue()).toBe('10');
    await page.getByLabel('Stock seco (g)').fill('500');
    await page.getByLabel('Fecha de esquejes').fill(today);
    await page.getByLabel('Fecha de cosecha').fill(today);
    await page.getByRole('button', { name: 'Agregar cosecha' }).click();
    await page.getByText('Cosecha agregada').waitFor();

    await page.goto(batchPath);
    await page.locator('.pl-stage', { hasText: 'Cosechado' }).waitFor();
    await page.getByText('Cosecha registrada').waitFor();

    await page.getByRole('link', { name: 'Ver a quién llegó' }).click();
    await page.getByRole('heading', { name: 'Trazabilidad', level: 1 }).waitFor();
    const facts = page.locator('.pl-card', { hasText: 'Gramos al stock' });
    await facts.waitFor();
    expect(await facts.innerText()).toContain('500 g');
    await page.getByText('Todavía no llegó a ningún socio.').waitFor();
    await page.getByRole('heading', { name: 'De una entrega a su planta madre' }).waitFor();
    expect(admin.errors).toEqual([]);
  });

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
    const { pickupDays } = await gateway.appOperation<{
      pickupDays: Array<{ date: string; slots: string[] }>;
    }>(stack.gatewayUrl, memberToken, 'CartPickupDays');
    const day = pickupDays.find((offered) => isAfterToday(offered.date) && offered.date.startsWith(month));
    if (day) {
      // The member orders 5 g of OG Kush in the storefront for a pickup day of this month.
      const member = await newVisitor(browser, stack.webUrl);
      const shop = member.page;
      await logIn(shop, gateway.demoMember.mail, gateway.demoMember.password);
      await shop.goto('/carta');
      const ogKush = shop.locator('article', {
        has: shop.getByRole('heading', { name: 'OG Kush', exact: true }),
      });
      await ogKush.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
      await ogKush.getByRole('link', { name: 'Agregado!' }).waitFor();
      await shop.getByRole('link', { name: 'Carrito: 5 g' }).waitFor();
      await shop.getByText('Agendá tu pedido!').click();
      await shop.waitForURL((url) => url.pathname === '/cart');
      await shop
        .getByRole('listitem')
        .filter({ hasText: 'OG Kush' })
        .getByText('5 g', { exact: true })
        .waitFor();
      await shop.getByLabel('Día', { exact: true }).selectOption(day.date);
      const time = shop.getByLabel('Hora', { exact: true });
      await expect.poll(() => time.isDisabled()).toBe(false);
      await time.selectOption(day.slots[0] ?? '');
      await shop.getByLabel('Comentarios').fill('Retiro antes del cierre');
      await shop.getByRole('button', { name: 'ENVIAR PEDIDO' }).click();
      await shop.getByRole('heading', { name: 'PEDIDO CONFIRMADO!' }).waitFor();
      await member.context.close();

      // The admin hands it over in /admin/orders.
      const { page } = admin;
      await page.goto('/admin/orders');
      await page.getByLabel('Día', { exact: true }).selectOption(day.date);
      const card = page.getByRole('article').filter({ hasText: 'Retiro antes del cierre' });
      await card.getByRole('button', { name: /como entregado/ }).click();
      await card.locator('.or-order__status', { hasText: 'Entregado' }).waitFor();
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
    // Step 2's treatment and harvest are the month's records too: the batch and its mother plant.
    expect(csv).toContain('Aceite de neem;Azadiractina 1 %;5 ml/L;Pulverizador manual;');
    expect(csv).toMatch(/;OG Kush;10;500;\d+;Madre E2E\r\n/);
    // The empty field is the destruction section's 'lote' column (a product's grams, no batch).
    expect(csv).toContain(`${today};OG Kush;;5;Cogollos con moho;Triturado y compostado;Ana Testigo`);

    const pdfPath = await download(page, 'Descargar PDF');
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await readPdf(pdfPath);
    expect(pages).toBeGreaterThanOrEqual(1);
    const { inked } = await renderPdfPage(
      pdfPath,
      1,
      join(process.env.SCREENSHOT_DIR ?? work, 'informe-1.png'),
    );
    expect(inked).toBeGreaterThan(0.005);
    expect(text).toContain('Firma del Responsable Técnico');
    expect(text).toContain(hash);
    expect(text).toContain('Aceite de neem');
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
