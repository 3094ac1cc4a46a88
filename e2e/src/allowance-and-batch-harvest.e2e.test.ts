import { clubNow } from '@club/domain/club-clock';
import { overAllowance } from '@club/domain/grams-allowance';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAt } from './support/axe.ts';
import { launchBrowser, logIn, newVisitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { pesos } from './support/pesos.ts';
import { type Stack, startStack } from './support/stack.ts';

// The carta from the member's side (what is left, always in view; the product page that sells; the
// cart's warning beside its total) and a harvest recorded from its batch's page, in Chromium
// against a real gateway. axe-core on each screen at 390 and 1280 px.

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** '1.455 g', as the storefront writes grams. */
const grams = (n: number) => `${new Intl.NumberFormat('es-UY').format(n)} g`;
const leftLine = (month: number, year: number) =>
  `Te quedan ${grams(month)} este mes y ${grams(year)} este año`;

interface Product {
  key: string;
  species: string;
  price: number;
  outOfStock: boolean;
}

describe('the member’s carta and a harvest from its batch, in Chromium', () => {
  it('the member sees what is left on the carta and the product page, adds from the product page, and the cart warns beside its total', async () => {
    const token = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoMember);
    const { myGrams: left } = await gateway.appOperation<{
      myGrams: { leftMonth: number; leftYear: number };
    }>(stack.gatewayUrl, token, 'StorefrontAllowance');
    const { products } = await gateway.appOperation<{ products: Product[] }>(
      stack.gatewayUrl,
      token,
      'StorefrontProducts',
    );
    const product = products.find((candidate) => !candidate.outOfStock);
    if (!product) throw new Error('no product in stock on the demo carta');

    const { page, context, errors } = await newVisitor(browser, stack.webUrl);
    await logIn(page, gateway.demoMember.mail, gateway.demoMember.password);

    // The carta: what is left, before anything is added or any day chosen.
    await page.goto('/carta');
    await page.getByText(leftLine(left.leftMonth, left.leftYear), { exact: true }).waitFor();
    expect(await axeAt(page)).toEqual([]);

    // The product page: its price, what is left, and the way into the cart.
    await page.getByRole('link', { name: `Ver ${product.species}`, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/products/${product.key}`);
    await page.getByRole('heading', { name: product.species, level: 1 }).waitFor();
    await page.getByText(`${pesos(product.price)} el gramo`, { exact: true }).waitFor();
    await page.getByText(leftLine(left.leftMonth, left.leftYear), { exact: true }).waitFor();
    expect(await axeAt(page)).toEqual([]);
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    await page.getByRole('link', { name: 'Agregado!' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');

    // The cart: past what is left, it says so beside the total, before ENVIAR PEDIDO.
    const line = page.getByRole('listitem').filter({ hasText: product.species });
    await line.getByText('5 g', { exact: true }).waitFor();
    await page.getByText(leftLine(left.leftMonth, left.leftYear), { exact: true }).waitFor();
    let inCart = 5;
    while (overAllowance(inCart, left) === null) {
      await page.getByRole('button', { name: `Agregar 5 g de ${product.species}`, exact: true }).click();
      inCart += 5;
    }
    await line.getByText(grams(inCart), { exact: true }).waitFor();
    const over = overAllowance(inCart, left);
    if (!over) throw new Error('the cart should be over what is left');
    const warning = page
      .getByRole('status')
      .filter({ hasText: /^Tu carrito tiene/ })
      .and(page.locator('.sf-cart__total + p'));
    await warning.waitFor();
    expect(await warning.innerText()).toBe(
      `Tu carrito tiene ${grams(inCart)} y te quedan ${grams(over.left)} ${over.period === 'month' ? 'este mes' : 'este año'}: sacá ${grams(inCart - over.left)}.`,
    );
    // It comes before the button that sends.
    const sendButton = page.getByRole('button', { name: 'ENVIAR PEDIDO' });
    expect(
      await warning.evaluate(
        (note, button) =>
          Boolean(note.compareDocumentPosition(button as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
        await sendButton.elementHandle(),
      ),
    ).toBe(true);
    expect(await axeAt(page)).toEqual([]);

    // Put right, the warning goes.
    if (over.left > 0) {
      while (inCart > over.left) {
        await page.getByRole('button', { name: `Quitar 5 g de ${product.species}`, exact: true }).click();
        inCart -= 5;
      }
      await line.getByText(grams(inCart), { exact: true }).waitFor();
      await expect.poll(() => warning.count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an admin records a harvest from its batch's page: the form comes filled in and tied to the batch", async () => {
    const adminToken = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoAdmin);
    const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
      gateway.graphql<T>(stack.gatewayUrl, adminToken, query, variables);
    const today = clubNow(new Date()).date;
    const { stock } = await asAdmin<{ stock: { id: number; species: string }[] }>('{ stock { id species } }');
    const ogKush = stock.find((item) => item.species === 'OG Kush');
    if (!ogKush) throw new Error('no OG Kush in the demo club');

    // A batch of three cuttings, in flowering since today.
    const { registerMotherPlant } = await asAdmin<{
      registerMotherPlant: { ok: boolean; motherPlant: { id: number } | null };
    }>(
      'mutation ($input: MotherPlantInput!) { registerMotherPlant(input: $input) { ok motherPlant { id } } }',
      { input: { productId: ogKush.id, name: 'Madre del lote', origin: 'Semilla', registeredOn: today } },
    );
    const { startBatch } = await asAdmin<{ startBatch: { ok: boolean; batch: { id: number } | null } }>(
      'mutation ($input: BatchInput!) { startBatch(input: $input) { ok batch { id } } }',
      { input: { motherId: registerMotherPlant.motherPlant?.id, plants: 3, startedOn: today } },
    );
    const batchId = startBatch.batch?.id;
    if (!batchId) throw new Error('the batch was not started');
    const { changeBatchStage } = await asAdmin<{ changeBatchStage: { ok: boolean; error: string | null } }>(
      'mutation ($id: Int!, $on: String) { changeBatchStage(batchId: $id, stage: "floracion", on: $on) { ok error } }',
      { id: batchId, on: today },
    );
    expect(changeBatchStage.error).toBeNull();

    const { page, context, errors } = await newVisitor(browser, stack.webUrl);
    await logIn(page, gateway.demoAdmin.mail, gateway.demoAdmin.password);
    await page.goto(`/admin/plantas/${batchId}`);
    await page.getByRole('heading', { name: `Lote ${batchId} · OG Kush`, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Registrar la cosecha' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/harvests/form');
    expect(new URL(page.url()).searchParams.get('lote')).toBe(String(batchId));

    const batchSelect = page.getByLabel('Lote', { exact: true });
    await expect.poll(() => batchSelect.inputValue()).toBe(String(batchId));
    expect(await page.getByRole('checkbox', { name: 'Nueva cosecha' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Especie').inputValue()).toBe(String(ogKush.id));
    expect(await page.getByLabel('Cantidad de plantas').inputValue()).toBe('3');
    expect(await page.getByLabel('Fecha de esquejes').inputValue()).toBe(today);
    expect(await page.getByLabel('Fecha de floración').inputValue()).toBe(today);
    expect(await page.getByLabel('Fecha de cosecha').inputValue()).toBe(today);
    // 'Sin lote' is there, but only as a choice of its own.
    expect(await batchSelect.locator('option').first().innerText()).toBe('Elegí el lote');
    await batchSelect.getByRole('option', { name: 'Sin lote', exact: true }).waitFor({ state: 'attached' });
    expect(await axeAt(page)).toEqual([]);

    await page.getByLabel('Stock seco (g)').fill('120');
    await page.getByRole('button', { name: 'Agregar cosecha' }).click();
    await page.getByText('Cosecha agregada').waitFor();
    // Harvested, the batch is no longer offered; the blank form asks for a batch or 'Sin lote'.
    expect(await batchSelect.inputValue()).toBe('');
    // The list comes again after the save's message: the harvested batch leaves it then.
    await expect.poll(() => batchSelect.locator(`option[value="${batchId}"]`).count()).toBe(0);

    await page.goto(`/admin/plantas/${batchId}`);
    await page.locator('.pl-stage', { hasText: 'Cosechado' }).waitFor();
    await page.getByText('Cosecha registrada').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
