import { receiptPng } from '@club/demo/receipt-image';
import { monthLabel } from '@club/domain/calendar-month';
import { clubNow } from '@club/domain/club-clock';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newVisitor, type Visitor } from './support/browser.ts';
import { demoAdmin } from './support/gateway-client.ts';
import { type Stack, startStack } from './support/stack.ts';

// Issue 15 item 4, "Several receipts per expense", in Chromium against a real gateway and its
// hosted stand-in (built in: the club sign-in is enough). Two expenses of the same category and
// month share a receipt folder; Ver Gastos adds a second receipt to the first one, the gateway
// records it (fingerprinted and held), the list shows exactly its two (not the other expense's),
// each opens through 'Ver Recibo' (a signed URL: the bucket is private) in a new tab as the image
// that was uploaded, and both are shown as verified. In a month the demo club has closed, a later
// receipt is refused, said so and its upload removed.

let stack: Stack;
let browser: Browser;
let admin: Visitor;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  admin = await newVisitor(browser, stack.webUrl);
  await logIn(admin.page, demoAdmin.mail, demoAdmin.password);
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await stack?.stop();
});

// Distinct real PNGs (the demo's till tickets), so each tab can be told apart by its bytes.
const FIRST = Buffer.from(receiptPng(101));
const SECOND = Buffer.from(receiptPng(202));
const NEIGHBOUR = Buffer.from(receiptPng(303));
// Today's month: open (the demo club closes only months before it).
const TODAY = clubNow(new Date()).date;
const MONTH = TODAY.slice(0, 7);
const EXPENSE = { category: 'Varios', amount: 880, comment: 'Dos páginas de factura', date: TODAY };
const SAME_FOLDER = { category: 'Varios', amount: 120, comment: 'Otra del mismo mes', date: TODAY };
// A month long before the demo club's first close: closed with it (closing a month closes every one before).
const CLOSED_MONTH = '2023-03';
const IN_CLOSED_MONTH = {
  category: 'Varios',
  amount: 300,
  comment: 'Factura de un mes cerrado',
  date: `${CLOSED_MONTH}-07`,
};

async function addExpense(page: Page, expense: typeof EXPENSE, receipt: Buffer) {
  await page.goto('/admin/expense');
  await page.getByRole('heading', { name: 'Gastos' }).waitFor();
  await page.getByLabel('Gasto', { exact: true }).selectOption(expense.category);
  await page.getByLabel('Importe').fill(String(expense.amount));
  await page.getByLabel('Comentario').fill(expense.comment);
  await page.getByLabel('Fecha').fill(expense.date);
  await page
    .getByLabel('Foto de la factura')
    .setInputFiles({ name: 'factura.png', mimeType: 'image/png', buffer: receipt });
  await page.getByRole('button', { name: 'Subir' }).click();
  await page.getByText('Gasto agregado').waitFor();
}

/** The row of the expense with `comment`, its receipts opened and listed. */
async function openReceipts(page: Page, comment: string, month = MONTH): Promise<Locator> {
  const row = page
    .getByRole('table', { name: monthLabel(month) })
    .getByRole('row')
    .filter({ hasText: comment });
  await row.getByRole('button', { name: 'Recibos' }).click();
  // The file field shows once the folder has been listed, and a receipt is a link once signed.
  await row.getByLabel(/^Agregá (otro|un) recibo$/).waitFor();
  await row.getByRole('link', { name: 'Ver Recibo' }).first().waitFor();
  return row;
}

/** Opens `link` through a click, as the admin would: a new tab showing the image at its URL. */
async function openInNewTab(link: Locator): Promise<{ url: string; bytes: Buffer }> {
  const href = (await link.getAttribute('href')) ?? '';
  expect(await link.getAttribute('target')).toBe('_blank');
  const [tab] = await Promise.all([admin.context.waitForEvent('page'), link.click()]);
  try {
    await tab.waitForLoadState('load');
    expect(tab.url()).toBe(new URL(href).href);
    // Chromium shows a picture as an image document: it decoded one, 72 px wide.
    expect(await tab.evaluate(() => document.contentType)).toBe('image/png');
    expect(await tab.evaluate(() => document.images[0]?.naturalWidth)).toBe(72);
  } finally {
    await tab.close();
  }
  const response = await fetch(href);
  expect(response.status).toBe(200);
  return { url: href, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('several receipts per expense, in Chromium', () => {
  it('records two expenses of the same category and month, each with its receipt', async () => {
    await addExpense(admin.page, EXPENSE, FIRST);
    await addExpense(admin.page, SAME_FOLDER, NEIGHBOUR);
  });

  it("adds a second receipt from Ver Gastos and opens both through 'Ver Recibo'", async () => {
    const { page } = admin;
    await page.goto('/admin/showExpenses');
    await page.getByLabel('Elige el mes').selectOption({ label: monthLabel(MONTH) });
    const row = await openReceipts(page, EXPENSE.comment);
    const links = row.getByRole('link', { name: 'Ver Recibo' });
    // Its own receipt only, though the folder also holds the other expense's.
    expect(await links.count()).toBe(1);

    await row
      .getByLabel('Agregá otro recibo')
      .setInputFiles({ name: 'pagina-2.png', mimeType: 'image/png', buffer: SECOND });
    // Recorded by the gateway once uploaded: no refusal shown.
    await row.getByText('Recibo agregado').waitFor();
    expect(await row.getByRole('alert').count()).toBe(0);
    // The folder is listed again after the upload: wait for the second link, then count.
    await links.nth(1).waitFor();
    expect(await links.count()).toBe(2);

    const opened = [await openInNewTab(links.nth(0)), await openInNewTab(links.nth(1))];
    expect(new Set(opened.map((receipt) => receipt.url)).size).toBe(2);
    // Both the first receipt and the added one, in the same folder {userId}/Varios/{MM-YYYY}/.
    const served = opened.map((receipt) => receipt.bytes);
    expect(served.some((bytes) => bytes.equals(FIRST))).toBe(true);
    expect(served.some((bytes) => bytes.equals(SECOND))).toBe(true);
    const folders = opened.map((receipt) => receipt.url.slice(0, receipt.url.lastIndexOf('/')));
    const folderMonth = `${MONTH.slice(5, 7)}-${MONTH.slice(0, 4)}`;
    expect(folders[0]).toMatch(
      new RegExp(`/storage/v1/object/sign/Bills/[0-9a-f-]{36}/Varios/${folderMonth}$`),
    );
    expect(folders[1]).toBe(folders[0]);
    expect(opened.every((receipt) => new URL(receipt.url).searchParams.has('token'))).toBe(true);
    // The public URL of the same file serves nothing.
    const publicUrl = opened[0]?.url.split('?')[0]?.replace('/object/sign/', '/object/public/') ?? '';
    expect((await fetch(publicUrl)).status).toBe(404);
    // The gateway vouches for both: the one recorded with the expense and the one added later.
    const verified = row.getByText('Verificado: coincide con lo registrado');
    await verified.nth(1).waitFor();
    expect(await verified.count()).toBe(2);
    expect(await row.getByText('Subido después del gasto: sin registro para verificar').count()).toBe(0);
  });

  it('keeps the other expense of that folder to its one receipt, also after a reload', async () => {
    const { page } = admin;
    await page.reload();
    await page.getByLabel('Elige el mes').selectOption({ label: monthLabel(MONTH) });
    const neighbour = await openReceipts(page, SAME_FOLDER.comment);
    const links = neighbour.getByRole('link', { name: 'Ver Recibo' });
    expect(await links.count()).toBe(1);
    expect((await openInNewTab(links.first())).bytes.equals(NEIGHBOUR)).toBe(true);

    const first = await openReceipts(page, EXPENSE.comment);
    await first.getByRole('link', { name: 'Ver Recibo' }).nth(1).waitFor();
    expect(await first.getByRole('link', { name: 'Ver Recibo' }).count()).toBe(2);
    // Read again from the gateway: both are the expense's recorded receipts.
    await first.getByText('Verificado: coincide con lo registrado').nth(1).waitFor();
  });

  it('refuses a later receipt of an expense in a closed month, says why and removes the upload', async () => {
    const { page } = admin;
    await addExpense(page, IN_CLOSED_MONTH, FIRST);
    await page.goto('/admin/showExpenses');
    await page.getByLabel('Elige el mes').selectOption({ label: monthLabel(CLOSED_MONTH) });
    const row = await openReceipts(page, IN_CLOSED_MONTH.comment, CLOSED_MONTH);
    await row
      .getByLabel('Agregá otro recibo')
      .setInputFiles({ name: 'pagina-2.png', mimeType: 'image/png', buffer: SECOND });
    const alert = row.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'No se pudo agregar el recibo al gasto. El mes de marzo de 2023 está cerrado: registrá la corrección en un mes abierto.',
    );
    expect(await row.getByText('Recibo agregado').count()).toBe(0);
    // Listed again after the attempt: the upload was removed, the recorded receipt is the only one.
    await row.getByLabel('Agregá otro recibo').waitFor();
    await page.reload();
    await page.getByLabel('Elige el mes').selectOption({ label: monthLabel(CLOSED_MONTH) });
    const again = await openReceipts(page, IN_CLOSED_MONTH.comment, CLOSED_MONTH);
    await again.getByText('Verificado: coincide con lo registrado').waitFor();
    expect(await again.getByRole('link', { name: 'Ver Recibo' }).count()).toBe(1);
  });

  it('left the page free of errors', () => {
    expect(admin.errors).toEqual([]);
  });
});
