import { formatPickupDay } from '@club/domain/pickup';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newVisitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { pesos } from './support/pesos.ts';
import { isAfterToday } from './support/pickup-day.ts';
import { type Stack, startStack } from './support/stack.ts';

// Issue 3, "Must show": the demo member's whole order in Chromium against a real gateway.

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const MEMBER = gateway.demoMember;
const ADMIN = gateway.demoAdmin;
/** The order the first test sends (the demo member's history holds earlier ones). */
let sent: { id: string; date: string; status: string } | undefined;

const gatewayToken = (account: gateway.Account) => gateway.gatewayToken(stack.gatewayUrl, account);
const graphql = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
  gateway.graphql<T>(stack.gatewayUrl, token, query, variables);
/** A member sends only the app's own operations, by id. */
const app = <T>(token: string, operationName: string, variables: Record<string, unknown> = {}) =>
  gateway.appOperation<T>(stack.gatewayUrl, token, operationName, variables);

interface OutboxMail {
  id: number;
  serviceId: string;
  templateId: string;
  templateParams: string;
}

async function memberMails(adminToken: string): Promise<Record<string, unknown>[]> {
  const { outbox } = await graphql<{ outbox: OutboxMail[] }>(
    adminToken,
    '{ outbox(limit: 100) { id serviceId templateId templateParams } }',
  );
  return outbox
    .map(
      (mail): Record<string, unknown> => ({ ...JSON.parse(mail.templateParams), serviceId: mail.serviceId }),
    )
    .filter((params) => params.reply_to === MEMBER.mail);
}

/**
 * Polls the outbox until it holds `count` mails of the member (the storefront sends them after
 * answering). No deadline of its own: the test's timeout bounds the wait, so a slow machine only waits longer.
 */
async function waitForMemberMails(adminToken: string, count: number) {
  for (;;) {
    const mails = await memberMails(adminToken);
    if (mails.length >= count) return mails;
    await new Promise((done) => setTimeout(done, 200));
  }
}

const card = (page: Page, species: string) =>
  page.locator('article', { has: page.getByRole('heading', { name: species, exact: true }) });
const cartLine = (page: Page, species: string) => page.getByRole('listitem').filter({ hasText: species });
const total = (page: Page) => page.locator('.sf-cart__total strong');
const send = (page: Page) => page.getByRole('button', { name: 'ENVIAR PEDIDO' }).click();

async function clickTimes(page: Page, name: string, times: number) {
  for (let i = 0; i < times; i++) await page.getByRole('button', { name, exact: true }).click();
}

describe('storefront, in Chromium', () => {
  it('builds a cart, shows the three checks, sends the order, mails it, and refuses a second one over 40 g', async () => {
    const { page, context, errors } = await newVisitor(browser, stack.webUrl);
    await logIn(page, MEMBER.mail, MEMBER.password);
    const memberToken = await gatewayToken(MEMBER);
    const adminToken = await gatewayToken(ADMIN);
    const { products } = await app<{ products: { key: string; price: number }[] }>(
      memberToken,
      'StorefrontProducts',
    );
    const price = Object.fromEntries(products.map((product) => [product.key, product.price]));
    const priceOf = (key: string) => price[key] ?? Number.NaN;

    // An empty cart is refused first (spec §5, second check).
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Carrito' }).waitFor();
    await page.getByText('Todavía no agregaste productos.').waitFor();
    await send(page);
    await page.getByText('El carrito está vacío', { exact: true }).waitFor();

    // Carta: two products added; the overlay only on the product out of stock (not kief).
    await page.goto('/carta');
    await card(page, 'Apple Cookies').waitFor();
    expect(await card(page, 'Chocolope').getByText('Sin stock').isVisible()).toBe(true);
    expect(await card(page, 'Kief').getByText('Sin stock').count()).toBe(0);
    expect(await page.getByText('Agendá tu pedido!').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Carrito', exact: true }).count()).toBe(1);

    await card(page, 'Apple Cookies').getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    await card(page, 'Apple Cookies').getByRole('link', { name: 'Agregado!' }).waitFor();
    await page.getByText('Agendá tu pedido!').waitFor();
    await card(page, 'OG Kush').getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    // The shell's cart icon counts the grams in the preorder.
    await page.getByRole('link', { name: 'Carrito: 10 g' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('preorder'))).toBe(
      '{"applecookies":5,"ogkush":5}',
    );

    // The preorder survives a reload.
    await page.reload();
    await card(page, 'OG Kush').getByRole('link', { name: 'Agregado!' }).waitFor();
    await card(page, 'Apple Cookies').getByRole('link', { name: 'Agregado!' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');

    // Cart: + and - in 5 g steps, X removes, total = Σ price × grams.
    await cartLine(page, 'Apple Cookies').getByText('5 g', { exact: true }).waitFor();
    await clickTimes(page, 'Agregar 5 g de Apple Cookies', 1);
    await clickTimes(page, 'Agregar 5 g de OG Kush', 2);
    await clickTimes(page, 'Quitar 5 g de OG Kush', 1);
    await cartLine(page, 'Apple Cookies').getByText('10 g', { exact: true }).waitFor();
    await cartLine(page, 'OG Kush').getByText('10 g', { exact: true }).waitFor();
    expect(await total(page).textContent()).toBe(
      pesos(10 * priceOf('applecookies') + 10 * priceOf('ogkush')),
    );
    await page.getByRole('button', { name: 'Sacar OG Kush del carrito' }).click();
    await expect.poll(() => cartLine(page, 'OG Kush').count()).toBe(0);
    expect(await total(page).textContent()).toBe(pesos(10 * priceOf('applecookies')));

    // Over 40 g is the first check, before the missing day.
    await clickTimes(page, 'Agregar 5 g de Apple Cookies', 7);
    await cartLine(page, 'Apple Cookies').getByText('45 g', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Carrito: 45 g' }).waitFor();
    await send(page);
    await page.getByText('La cantidad máxima por socio son 40g', { exact: true }).waitFor();
    await clickTimes(page, 'Quitar 5 g de Apple Cookies', 7);
    await cartLine(page, 'Apple Cookies').getByText('10 g', { exact: true }).waitFor();

    // The time select stays disabled until a day is chosen; no day → the third message.
    const day = page.getByLabel('Día', { exact: true });
    const time = page.getByLabel('Hora', { exact: true });
    expect(await time.isDisabled()).toBe(true);
    await send(page);
    await page.getByText('Se debe elegir día y hora de la entrega', { exact: true }).waitFor();

    // The days arrive with their own query: read the options once the first real one is there.
    await day.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const dayOptions = await day.locator('option').evaluateAll((options) =>
      options.map((option) => ({
        value: (option as HTMLOptionElement).value,
        label: option.textContent ?? '',
      })),
    );
    const firstDay = dayOptions.find((option) => option.value !== '' && isAfterToday(option.value));
    if (!firstDay) throw new Error('no pickup day offered');
    expect(firstDay.label).toMatch(/^(martes|jueves|viernes), \d{1,2} de [a-z]+$/);
    await day.selectOption(firstDay.value);
    await expect.poll(() => time.isDisabled()).toBe(false);
    const slot = (
      await time
        .locator('option')
        .evaluateAll((options) =>
          options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
        )
    )[0] as string;
    await time.selectOption(slot);
    await page.getByText(`Retiro: ${firstDay.label} a las ${slot}`, { exact: true }).waitFor();
    await page.getByText(/^Te quedan 40 g este mes y [\d.]+ g este año$/).waitFor();
    await page.getByLabel('Comentarios').fill('Paso después del trabajo');

    await send(page);
    await page.waitForURL((url) => url.pathname === '/confirmation');
    await page.getByRole('heading', { name: 'PEDIDO CONFIRMADO!' }).waitFor();
    await page.getByText('GRACIAS Y BUEN VIAJE', { exact: true }).waitFor();
    // Below the spec's words, what was ordered: the same details as the member's own mail.
    const ordered = page.getByRole('region', { name: 'Tu pedido' });
    await ordered.getByText(`Retirás el ${firstDay.label} a las ${slot}`, { exact: true }).waitFor();
    expect(await ordered.getByRole('listitem').allTextContents()).toEqual(['Apple Cookies 10 g']);
    await ordered.getByText(pesos(10 * priceOf('applecookies')), { exact: true }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('preorder'))).toBeNull();
    expect(await page.getByRole('link', { name: 'Carrito', exact: true }).count()).toBe(1);

    // The mail is in the gateway's outbox, with the template params of spec §7.
    const [mail] = await waitForMemberMails(adminToken, 1);
    expect(mail).toEqual({
      serviceId: 'service_club',
      user_name: 'Martín',
      user_lastname: 'Rodríguez',
      order: `Apple Cookies: 10 g (${pesos(10 * priceOf('applecookies'))})`,
      total: 10 * priceOf('applecookies'),
      date: firstDay.value,
      hour: slot,
      observations: 'Paso después del trabajo',
      reply_to: MEMBER.mail,
    });
    // The order counts against the month of its pickup day (its OrderPlaced event is read from
    // the database by the last test of this file).
    const { myGrams } = await app<{ myGrams: { leftMonth: number } }>(memberToken, 'CartMyGrams', {
      date: firstDay.value,
    });
    expect(myGrams.leftMonth).toBe(30);

    await page.getByRole('link', { name: 'VOLVER AL INICIO' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // A second order for the same month that would pass 40 g: 10 g bought + 35 g.
    await page.goto('/carta');
    await card(page, 'Super Lemon Haze').getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    await page.getByText('Agendá tu pedido!').click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await cartLine(page, 'Super Lemon Haze').getByText('5 g', { exact: true }).waitFor();
    await clickTimes(page, 'Agregar 5 g de Super Lemon Haze', 6);
    await cartLine(page, 'Super Lemon Haze').getByText('35 g', { exact: true }).waitFor();
    await day.selectOption(firstDay.value);
    await time.selectOption(slot);
    await page.getByText(/^Te quedan 30 g este mes y [\d.]+ g este año$/).waitFor();
    await send(page);
    await page.getByText('solo te quedan 30g este mes', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cart');
    expect(await page.evaluate(() => sessionStorage.getItem('preorder'))).toBe('{"superlemonhaze":35}');

    // Refused orders are mailed too (spec §7).
    const mails = await waitForMemberMails(adminToken, 2);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      order: `Super Lemon Haze: 35 g (${pesos(35 * priceOf('superlemonhaze'))})`,
    });

    expect(errors.filter((error) => !/401|403|Failed to load resource/.test(error))).toEqual([]);
    await context.close();
  });

  it('shows the order sent in Mis pedidos (from /confirmation and the menu) and cancels it: Cancelado, grams back', async () => {
    const { page, context, errors } = await newVisitor(browser, stack.webUrl);
    await logIn(page, MEMBER.mail, MEMBER.password);
    const memberToken = await gatewayToken(MEMBER);
    const { myOrders } = await app<{ myOrders: { id: string; date: string; status: string }[] }>(
      memberToken,
      'MyOrders',
    );
    [sent] = myOrders;
    expect(sent?.status).toBe('placed');
    // The demo club gives the member earlier orders too: this one is the one of its pickup day.
    const item = page.getByRole('listitem', { name: `Retiro: ${formatPickupDay(sent?.date ?? '')}` });

    await page.goto('/confirmation');
    await page.getByRole('link', { name: 'Ver mis pedidos' }).click();
    await page.waitForURL((url) => url.pathname === '/mispedidos');
    await page.getByRole('heading', { name: 'Mis pedidos' }).waitFor();
    await item.getByText('Pendiente', { exact: true }).waitFor();
    expect(await item.innerText()).toContain('Apple Cookies 10 g');

    await item.getByRole('button', { name: 'Cancelar pedido' }).click();
    await page.getByRole('button', { name: 'Sí, cancelar' }).click();
    await page.getByText('Pedido cancelado. Los gramos volvieron a tu mes.', { exact: true }).waitFor();
    await item.getByText('Cancelado', { exact: true }).waitFor();
    expect(await item.getByRole('button', { name: 'Cancelar pedido' }).count()).toBe(0);

    const { myGrams } = await app<{ myGrams: { leftMonth: number } }>(memberToken, 'CartMyGrams', {
      date: sent?.date,
    });
    expect(myGrams.leftMonth).toBe(40);

    // The menu leads there too.
    await page.goto('/');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Mis pedidos' }).click();
    await page.waitForURL((url) => url.pathname === '/mispedidos');
    await item.getByText('Cancelado', { exact: true }).waitFor();
    expect(errors.filter((error) => !/401|403|Failed to load resource/.test(error))).toEqual([]);
    await context.close();
  });

  it("opens a product from the carta's image; 'OG Kush' and 'ogkush' both work", async () => {
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, MEMBER.mail, MEMBER.password);
    await page.goto('/carta');
    await card(page, 'Despink').getByRole('link', { name: 'Ver Despink' }).click();
    await page.waitForURL((url) => url.pathname === '/products/despink');
    await page.getByRole('heading', { name: 'Despink', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Ilustración de Despink' }).waitFor();
    for (const figure of [/^Sativa \d+%$/, /^Índica \d+%$/, /^THC [\d,]+%$/, /^CBD [\d,]+%$/]) {
      expect(await page.getByText(figure).count()).toBe(1);
    }
    for (const label of ['Genética', 'Aroma', 'Sabor', 'Descripción']) {
      expect(await page.getByText(label, { exact: true }).count()).toBe(1);
    }
    await page.getByText('Pink Kush × Despertar (selección del club)').waitFor();
    // The back arrow goes back to the carta.
    await page.getByRole('button', { name: 'Atrás' }).click();
    await page.waitForURL((url) => url.pathname === '/carta');

    for (const path of ['/products/OG Kush', '/products/ogkush']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'OG Kush', level: 1 }).waitFor();
      await page.getByText('Chemdawg × Hindu Kush').waitFor();
    }
    await page.goto('/products/nada');
    await page.getByText('No encontramos ese producto').waitFor();
    await context.close();
  });

  it('shows Nosotros with the logo and the history, and Noticias with three links that open in a new tab', async () => {
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, MEMBER.mail, MEMBER.password);
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Nosotros' }).click();
    await page.waitForURL((url) => url.pathname === '/aboutus');
    await page.getByRole('heading', { name: 'Nosotros' }).waitFor();
    await page.getByRole('img', { name: 'Logo del club' }).waitFor();
    await page.getByText(/Todo empezó en 2014/).waitFor();

    await page.goto('/news');
    await page.getByRole('heading', { name: 'Noticias' }).waitFor();
    const links = page.locator('[aria-roledescription="diapositiva"] a');
    expect(await links.count()).toBe(3);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(await page.getByRole('button', { name: /^Ver diapositiva \d$/ }).count()).toBe(3);
    await context.close();
  });

  // Last in the file: it stops the gateway to read the log from the database itself. The demo
  // club's orders of the demo member are of earlier months: from this file's pickup day on, the
  // member's order events are this file's.
  it('left exactly one OrderPlaced in the event log, for the accepted order only, and its OrderCancelled', async () => {
    const events = await stack.inspectDatabase(async (db) => {
      const { rows } = await db.query<{
        type: string;
        stream_id: string;
        actor: string;
        payload: { memberId: number; total: number; lines: { key: string; grams: number }[] };
      }>(
        `select type, stream_id, actor, payload from events
          where type in ('OrderPlaced', 'OrderCancelled') and payload->>'memberId' = '2' and payload->>'date' >= $1
          order by position`,
        [sent?.date],
      );
      return rows;
    });
    expect(events.map((event) => [event.type, event.stream_id, event.actor])).toEqual([
      ['OrderPlaced', `order-${sent?.id}`, 'member-2'],
      ['OrderCancelled', `order-${sent?.id}`, 'member-2'],
    ]);
    expect(events[0]?.payload.memberId).toBe(2);
    expect(events[0]?.payload.lines.map((line) => [line.key, line.grams])).toEqual([['applecookies', 10]]);
  });
});
