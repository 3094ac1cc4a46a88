import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newVisitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { isAfterToday } from './support/pickup-day.ts';
import { type Stack, startStack } from './support/stack.ts';

// An order's life at the counter, in Chromium against a real gateway: the admin lands on today's
// work, marks the member's order 'Preparado' and the member sees "Listo para retirar" in Mis
// pedidos; the handover, tapped, offers its undo, and undone with a reason the order shows so to
// both.

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

const app = <T>(token: string, operationName: string, variables: Record<string, unknown> = {}) =>
  gateway.appOperation<T>(stack.gatewayUrl, token, operationName, variables);

describe('an order prepared, handed over and the handover undone, in Chromium', () => {
  it('shows the member "Listo para retirar", then the handover undone', async () => {
    const memberToken = await gateway.gatewayToken(stack.gatewayUrl, MEMBER);
    const { pickupDays } = await app<{ pickupDays: Array<{ date: string; slots: string[] }> }>(
      memberToken,
      'CartPickupDays',
    );
    const { products } = await app<{ products: Array<{ key: string; price: number }> }>(
      memberToken,
      'StorefrontProducts',
    );
    const day = pickupDays.find((offered) => isAfterToday(offered.date));
    if (!day) throw new Error('no pickup day offered');
    const price = products.find((product) => product.key === 'kief')?.price ?? Number.NaN;
    const time = day.slots.at(-1) as string;
    const { placeOrder } = await app<{ placeOrder: { orderId: string; error: string | null } }>(
      memberToken,
      'CartPlaceOrder',
      {
        input: {
          date: day.date,
          time,
          total: 5 * price,
          observations: '',
          lines: [{ product: 'kief', grams: 5 }],
        },
      },
    );
    expect(placeOrder.error).toBeNull();

    // The admin lands on what needs doing today, then marks the order packed in Ordenes.
    const admin = await newVisitor(browser, stack.webUrl);
    await logIn(admin.page, ADMIN.mail, ADMIN.password, '/admin');
    await admin.page.getByRole('heading', { name: 'Hoy', level: 2 }).waitFor();
    await admin.page.getByRole('link', { name: /Pedidos para entregar hoy/ }).waitFor();
    await admin.page.goto('/admin/orders');
    await admin.page.getByLabel('Día', { exact: true }).selectOption(day.date);
    const card = admin.page.getByRole('article', { name: `${time} Martín Rodríguez` });
    await card.getByRole('button', { name: /como preparado/ }).click();
    await card.locator('.or-order__prepared', { hasText: 'Preparado' }).waitFor();
    expect(await card.locator('.or-order__status').textContent()).toBe('Pendiente');

    const member = await newVisitor(browser, stack.webUrl);
    await logIn(member.page, MEMBER.mail, MEMBER.password);
    await member.page.goto('/mispedidos');
    const mine = member.page
      .getByRole('listitem')
      .filter({ hasText: `a las ${time}` })
      .first();
    await mine.getByText('Listo para retirar').waitFor();

    // 'Entregado' no longer vanishes for good: the delivered card offers its undo.
    await card.getByRole('button', { name: /como entregado/ }).click();
    await card.locator('.or-order__status', { hasText: 'Entregado' }).waitFor();
    await card.getByRole('button', { name: /^Deshacer la entrega/ }).click();
    await card.getByLabel('Motivo').fill('Se tocó Entregado en el pedido equivocado');
    await card.getByRole('button', { name: 'Confirmar: deshacer la entrega' }).click();
    await card.locator('.or-order__status', { hasText: 'Entrega deshecha' }).waitFor();
    await card.getByText('Historial', { exact: true }).click();
    expect(await card.locator('.or-history__entry').count()).toBe(4);

    await member.page.reload();
    await mine.getByText('Entrega deshecha').waitFor();
    expect(admin.errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    await admin.context.close();
    await member.context.close();
  });
});
