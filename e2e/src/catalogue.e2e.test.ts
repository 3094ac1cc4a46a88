import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, logIn, newVisitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { isAfterToday } from './support/pickup-day.ts';
import { type Stack, startStack } from './support/stack.ts';

// The catalogue as data, in Chromium against a real gateway: an admin adds "Gorilla Glue" from the
// Stock screen (the form and the screen pass axe at 390 and 1280 px) and loads its first grams; a
// member sees it on Inicio and on the carta, and orders 5 g of it.

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const WIDTHS = [390, 1280];

async function expectAccessible(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${what} a ${width} px`).toEqual([]);
  }
}

const ignoreLoadFailures = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource/.test(error));

describe('the catalogue, in Chromium', () => {
  it('an admin adds Gorilla Glue; a member sees it on the carta and orders 5 g', async () => {
    // The admin, on the Stock screen of the back office.
    const admin = await newVisitor(browser, stack.webUrl);
    await logIn(admin.page, gateway.demoAdmin.mail, gateway.demoAdmin.password);
    await admin.page.goto('/admin/stock');
    await admin.page.getByRole('heading', { name: 'Stock', level: 1 }).waitFor();
    // Chocolope has 35 g: the card says why members do not see it, beside 'Disponible: Si'.
    const chocolope = admin.page.locator('article', {
      has: admin.page.getByRole('heading', { name: /^Chocolope #/ }),
    });
    await chocolope.getByText('Fuera de la carta: quedan 35 g y con 40 g o menos no se vende.').waitFor();

    await admin.page.getByRole('button', { name: 'Agregar producto' }).click();
    const form = admin.page.getByRole('dialog', { name: 'Agregar producto' });
    await form.getByLabel('Nombre de la variedad').fill('Gorilla Glue');
    await form.getByText('Clave: «gorillaglue».', { exact: false }).waitFor();
    await form.getByLabel('Genética').fill('Chem’s Sister × Sour Dubb × Chocolate Diesel');
    await form.getByLabel('Sativa (%)').fill('40');
    await form.getByLabel('Índica (%)').fill('60');
    await form.getByLabel('THC declarado (%)').fill('25,5');
    await form.getByLabel('CBD declarado (%)').fill('0,1');
    await form.getByLabel('Aroma').fill('Pino y diésel');
    await form.getByLabel('Sabor').fill('Terroso, con un fondo a chocolate');
    await form.getByLabel('Descripción').fill('Muy resinosa: se pega a las tijeras.');
    // A price of 0 is refused in the form, in Spanish, before anything is sent.
    await form.getByLabel('Precio por gramo ($)').fill('0');
    await form.getByRole('button', { name: 'Agregar producto' }).click();
    await form.getByText('El precio debe ser un número entero de pesos mayor que 0').waitFor();
    await expectAccessible(admin.page, 'el formulario de producto');
    await form.getByLabel('Precio por gramo ($)').fill('55');
    await form.getByRole('button', { name: 'Agregar producto' }).click();
    await admin.page.getByText(/^Agregaste Gorilla Glue a la carta\./).waitFor();
    const card = admin.page.locator('article', {
      has: admin.page.getByRole('heading', { name: /^Gorilla Glue #/ }),
    });
    await card.getByText('Fuera de la carta: quedan 0 g y con 40 g o menos no se vende.').waitFor();

    // Its first grams, as a correction with a reason.
    await card.getByRole('button', { name: /^Editar Gorilla Glue #/ }).click();
    const modal = admin.page.getByRole('dialog', { name: /^Editar Gorilla Glue #/ });
    await modal.getByLabel('Gramos (+/−)').fill('120');
    await modal.getByLabel('Motivo').fill('Cosecha de noviembre');
    await modal.getByRole('button', { name: 'Registrar corrección' }).click();
    await card.getByText('120 g', { exact: true }).waitFor();
    await card.getByText('En la carta.').waitFor();
    await expectAccessible(admin.page, 'la pantalla de stock');
    expect(ignoreLoadFailures(admin.errors)).toEqual([]);
    await admin.context.close();

    // The member: the newest variety leads Inicio, and the carta offers it.
    const member = await newVisitor(browser, stack.webUrl);
    const { page } = member;
    await logIn(page, gateway.demoMember.mail, gateway.demoMember.password);
    const varieties = page.locator('section', {
      has: page.getByRole('heading', { name: 'Variedades del mes' }),
    });
    await varieties.getByRole('listitem').first().getByRole('link', { name: 'Gorilla Glue' }).waitFor();
    await page.goto('/carta');
    const offer = page.locator('article', {
      has: page.getByRole('heading', { name: 'Gorilla Glue', exact: true }),
    });
    await offer.getByText('$ 55').waitFor();
    expect(await offer.getByText('Sin stock').count()).toBe(0);
    await offer.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    await offer.getByRole('link', { name: 'Agregado!' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Gorilla Glue' })
      .getByText('5 g', { exact: true })
      .waitFor();

    const day = page.getByLabel('Día', { exact: true });
    const time = page.getByLabel('Hora', { exact: true });
    await day.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const days = await day
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const pickup = days.find((value) => value !== '' && isAfterToday(value));
    if (!pickup) throw new Error('no pickup day offered');
    await day.selectOption(pickup);
    await expect.poll(() => time.isDisabled()).toBe(false);
    const slot = (
      await time
        .locator('option')
        .evaluateAll((options) =>
          options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
        )
    )[0] as string;
    await time.selectOption(slot);
    await page.getByRole('button', { name: 'ENVIAR PEDIDO' }).click();
    await page.waitForURL((url) => url.pathname === '/confirmation');
    await page.getByRole('heading', { name: 'PEDIDO CONFIRMADO!' }).waitFor();
    expect(ignoreLoadFailures(member.errors)).toEqual([]);
    await member.context.close();

    // The order, as the back office lists it for that day: 5 g of Gorilla Glue at its price.
    const adminToken = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoAdmin);
    const { adminOrders } = await gateway.graphql<{
      adminOrders: Array<{
        hour: string;
        total: number;
        status: string;
        products: Array<{ key: string; species: string; grams: number; price: number }>;
      }>;
    }>(
      stack.gatewayUrl,
      adminToken,
      'query ($d: String!) { adminOrders(date: $d) { hour total status products { key species grams price } } }',
      { d: pickup },
    );
    const placed = adminOrders.find(
      (order) => order.hour === slot && order.products.some((line) => line.key === 'gorillaglue'),
    );
    expect(placed).toEqual({
      hour: slot,
      total: 5 * 55,
      status: 'placed',
      products: [{ key: 'gorillaglue', species: 'Gorilla Glue', grams: 5, price: 55 }],
    });
  });
});
