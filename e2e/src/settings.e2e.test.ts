import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeTemporaryPassword, launchBrowser, logIn, newVisitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { isAfterToday } from './support/pickup-day.ts';
import { type Stack, startStack } from './support/stack.ts';

// Issue 16, "Must show": the club's rules as data, in Chromium against a real gateway. An admin
// removes a slot and sets another's capacity to 1 in Ajustes; once a member takes that slot, a
// second member's cart no longer offers it (and never the removed one).

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const graphql = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
  gateway.graphql<T>(stack.gatewayUrl, token, query, variables);
/** A member sends only the app's own operations, by id. */
const app = <T>(token: string, operationName: string, variables: Record<string, unknown> = {}) =>
  gateway.appOperation<T>(stack.gatewayUrl, token, operationName, variables);

describe('Ajustes, in Chromium', () => {
  it('removes a slot and sets a capacity of 1: once taken, a second member no longer sees that slot', async () => {
    const memberToken = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoMember);
    const adminToken = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoAdmin);
    const { pickupDays } = await app<{
      pickupDays: Array<{ date: string; label: string; slots: string[] }>;
    }>(memberToken, 'CartPickupDays');
    // The demo club has orders in the coming days: the slot to limit must be one nobody took yet.
    const candidates = pickupDays.filter(
      (offered) => isAfterToday(offered.date) && offered.slots.length >= 3,
    );
    let chosen: { day: (typeof pickupDays)[number]; free: string } | undefined;
    for (const offered of candidates) {
      const { adminOrders } = await graphql<{ adminOrders: Array<{ hour: string; status: string }> }>(
        adminToken,
        'query ($d: String!) { adminOrders(date: $d) { hour status } }',
        { d: offered.date },
      );
      const taken = new Set(adminOrders.filter((o) => o.status === 'placed').map((o) => o.hour));
      const free = offered.slots.slice(0, -1).find((slot) => !taken.has(slot));
      if (free) {
        chosen = { day: offered, free };
        break;
      }
    }
    if (!chosen) throw new Error('no pickup day with a free slot');
    const { day, free: first } = chosen;
    const weekday = WEEKDAYS[new Date(`${day.date}T12:00:00Z`).getUTCDay()] as string;
    const last = day.slots.at(-1) as string;
    const second = day.slots.find((slot) => slot !== first && slot !== last) as string;
    // A day after today offers all its weekday's slots, in the order Ajustes lists them.
    const index = day.slots.indexOf(first);

    // The admin reaches Ajustes from the admin home, removes the day's last slot and limits the free one.
    const admin = await newVisitor(browser, stack.webUrl);
    await logIn(admin.page, gateway.demoAdmin.mail, gateway.demoAdmin.password);
    await admin.page.goto('/admin');
    await admin.page.getByRole('link', { name: 'Ajustes' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/admin/ajustes');
    await admin.page.getByRole('heading', { name: 'Ajustes del club', level: 1 }).waitFor();
    await admin.page.getByRole('button', { name: `Quitar el horario de las ${last} del ${weekday}` }).click();
    // The weekday's section lists its slots in time order, as the day offered them.
    const section = admin.page.locator('.or-settings__day', {
      has: admin.page.getByRole('heading', { name: new RegExp(`^${weekday}$`, 'i') }),
    });
    expect(await section.locator('input[type="time"]').nth(index).inputValue()).toBe(first);
    await section.getByLabel('Cupo').nth(index).fill('1');
    await admin.page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await admin.page.getByText(/^Ajustes guardados\. Rigen desde el /).waitFor();
    // The saved version is listed, and it took effect today. (The heading is there before any
    // change; the list follows the settings' refetch, which may answer after the notice.)
    const versions = admin.page.locator('.or-settings__history li');
    await versions.first().waitFor();
    expect(await versions.count()).toBe(1);
    expect(admin.errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    await admin.context.close();

    // The demo member takes the slot of capacity 1.
    const { products } = await app<{ products: Array<{ key: string; price: number }> }>(
      memberToken,
      'StorefrontProducts',
    );
    const price = products.find((product) => product.key === 'ogkush')?.price ?? Number.NaN;
    const { placeOrder } = await app<{ placeOrder: { ok: boolean; error: string | null } }>(
      memberToken,
      'CartPlaceOrder',
      { input: { date: day.date, time: first, total: 5 * price, lines: [{ product: 'ogkush', grams: 5 }] } },
    );
    expect(placeOrder).toMatchObject({ ok: true, error: null });

    // A second member's cart offers that day without the full slot and without the removed one.
    const { createMember } = await graphql<{ createMember: { ok: boolean } }>(
      adminToken,
      'mutation { createMember(input: { name: "Sofía", lastName: "Cupos", mail: "sofia.cupos@club.uy", cedula: "4.187.623-6", birthDate: "1990-04-12", residency: "ciudadania", phone: "099 555 123", password: "cupos-1234" }) { ok } }',
    );
    expect(createMember.ok).toBe(true);
    const { page, context, errors } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'sofia.cupos@club.uy', 'cupos-1234', '/changepassword');
    await changeTemporaryPassword(page, 'cupos-1234', 'sofia-propia-1');
    await page.goto('/carta');
    const ogKush = page.locator('article', {
      has: page.getByRole('heading', { name: 'OG Kush', exact: true }),
    });
    await ogKush.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    await page.goto('/cart');
    await page.getByLabel('Día', { exact: true }).selectOption(day.date);
    const time = page.getByLabel('Hora', { exact: true });
    await time.locator(`option[value="${second}"]`).waitFor({ state: 'attached' });
    const offered = await time
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''),
      );
    expect(offered).toContain(second);
    expect(offered).not.toContain(first);
    expect(offered).not.toContain(last);
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    await context.close();
  });
});
