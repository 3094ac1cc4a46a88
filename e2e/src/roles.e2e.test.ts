import { clubNow } from '@club/domain/club-clock';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { changeTemporaryPassword, launchBrowser, logIn, newVisitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { isAfterToday } from './support/pickup-day.ts';
import { type Stack, startStack } from './support/stack.ts';

// Roles as data in Chromium against a real gateway on the demo club: a dispenser (Dispensa only)
// hands an order over but gets 403 on expenses; a treasurer (Tesorería only) records an expense
// but cannot sign the close; each sees only the tiles of their role. The role editor passes axe.

let stack: Stack;
let browser: Browser;
let adminToken: string;

const DISPENSER = {
  name: 'Diego',
  lastName: 'Mostrador',
  mail: 'dispensa.e2e@club.uy',
  password: 'dispensa-clave-1',
  cedula: '7.000.001-2',
};
const TREASURER = {
  name: 'Teresa',
  lastName: 'Caja',
  mail: 'tesoreria.e2e@club.uy',
  password: 'tesoreria-clave-1',
  cedula: '7.000.002-8',
};

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  adminToken = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoAdmin);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  gateway.graphql<T>(stack.gatewayUrl, adminToken, query, variables);

/** A new account with a chosen first password and only `role`, as an admin sets it up. */
async function teamMember(person: typeof DISPENSER, role: string): Promise<number> {
  const { createMember } = await asAdmin<{
    createMember: { ok: boolean; error: string | null; member: { id: number } };
  }>('mutation ($input: CreateMemberInput!) { createMember(input: $input) { ok error member { id } } }', {
    input: {
      name: person.name,
      lastName: person.lastName,
      mail: person.mail,
      password: person.password,
      cedula: person.cedula,
      birthDate: '1991-06-20',
      residency: 'ciudadania',
      phone: '098 765 432',
    },
  });
  expect(createMember.error).toBeNull();
  const { setMemberRoles } = await asAdmin<{ setMemberRoles: { ok: boolean; roles: string[] } }>(
    'mutation ($id: Int!, $roles: [String!]!) { setMemberRoles(memberId: $id, roles: $roles) { ok roles } }',
    { id: createMember.member.id, roles: [role] },
  );
  expect(setMemberRoles).toEqual({ ok: true, roles: [role] });
  return createMember.member.id;
}

/** The password each chooses on their first sign-in. */
const chosen = (person: typeof DISPENSER) => `${person.password}-propia`;

/** Signs in with the first password an admin gave and chooses their own (the app asks first). */
async function firstSignIn(page: Page, person: typeof DISPENSER): Promise<void> {
  await logIn(page, person.mail, person.password, '/changepassword');
  await changeTemporaryPassword(page, person.password, chosen(person));
}

async function tiles(page: Page): Promise<string[]> {
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Administrar' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}

async function rest(path: string, token: string): Promise<number> {
  const response = await fetch(`${stack.gatewayUrl}${path}`, { headers: { auth_token: token } });
  return response.status;
}

describe('roles in Chromium', () => {
  it('a dispenser hands an order over, sees only their tiles, and gets 403 on expenses', async () => {
    await teamMember(DISPENSER, 'dispensa');
    const memberToken = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoMember);
    const { pickupDays } = await gateway.appOperation<{
      pickupDays: Array<{ date: string; slots: string[] }>;
    }>(stack.gatewayUrl, memberToken, 'CartPickupDays');
    const { products } = await gateway.appOperation<{ products: Array<{ key: string; price: number }> }>(
      stack.gatewayUrl,
      memberToken,
      'StorefrontProducts',
    );
    const day = pickupDays.find((offered) => isAfterToday(offered.date));
    if (!day) throw new Error('no pickup day offered');
    const price = products.find((product) => product.key === 'kief')?.price ?? Number.NaN;
    const { placeOrder } = await gateway.appOperation<{
      placeOrder: { orderId: string; error: string | null };
    }>(stack.gatewayUrl, memberToken, 'CartPlaceOrder', {
      input: {
        date: day.date,
        time: day.slots[0],
        total: 5 * price,
        observations: 'Para el mostrador',
        lines: [{ product: 'kief', grams: 5 }],
      },
    });
    expect(placeOrder.error).toBeNull();

    const { page, context } = await newVisitor(browser, stack.webUrl);
    await firstSignIn(page, DISPENSER);
    expect(await tiles(page)).toEqual(['Ordenes', 'Mostrador', 'Socios']);
    await page.getByRole('link', { name: 'Ordenes' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    await page.getByLabel('Día', { exact: true }).selectOption(day.date);
    const card = page.getByRole('article', { name: `${day.slots[0]} Martín Rodríguez` }).filter({
      hasText: 'Para el mostrador',
    });
    await card.getByRole('button', { name: /como entregado/ }).click();
    await card.locator('.or-order__status', { hasText: 'Entregado' }).waitFor();

    // Expenses are Tesorería's: the gateway answers 403 and the screen says it is not theirs.
    const token = await gateway.gatewayToken(stack.gatewayUrl, {
      mail: DISPENSER.mail,
      password: chosen(DISPENSER),
    });
    expect(await rest('/admin/getExpenses', token)).toBe(403);
    expect(await rest('/admin/seeorders', token)).toBe(200);
    await page.goto('/admin/showExpenses');
    await page.getByText('Error 401: UnAuthorized').waitFor();
    await context.close();
  });

  it('a treasurer records an expense, but cannot sign the close', async () => {
    await teamMember(TREASURER, 'tesoreria');
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await firstSignIn(page, TREASURER);
    const shown = await tiles(page);
    expect(shown).toEqual(expect.arrayContaining(['Gastos', 'Cierre mensual']));
    expect(shown).not.toContain('Ordenes');
    expect(shown).not.toContain('Socios');

    const token = await gateway.gatewayToken(stack.gatewayUrl, {
      mail: TREASURER.mail,
      password: chosen(TREASURER),
    });
    const today = clubNow(new Date()).date;
    const { addExpense } = await gateway.graphql<{ addExpense: { ok: boolean; error: string | null } }>(
      stack.gatewayUrl,
      token,
      'mutation ($input: AddExpenseInput!) { addExpense(input: $input) { ok error } }',
      { input: { expense: 'UTE', amount: 1450, comment: 'luz del cuarto de secado', date: today } },
    );
    expect(addExpense).toEqual({ ok: true, error: null });

    const close = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', auth_token: token },
      body: JSON.stringify({
        query: 'mutation ($input: CloseMonthInput!) { closeMonth(input: $input) { ok } }',
        variables: { input: { month: today.slice(0, 7), reasons: [] } },
      }),
    });
    const body = (await close.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The close screen shows the month to Tesorería, its signature not theirs.
    await page.goto('/admin/cierre');
    await page.getByRole('heading', { name: 'Cierre mensual', level: 1 }).waitFor();
    await page.getByText(/^Solo el Responsable Técnico puede cerrar el mes/).waitFor();
    expect(await page.getByRole('button', { name: 'Cerrar el mes' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('the role editor on the member page passes axe at 390 and 1280 px', async () => {
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, gateway.demoAdmin.mail, gateway.demoAdmin.password);
    await page.goto('/admin/socios/2');
    await page.getByRole('checkbox', { name: 'Dispensa' }).waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `${width} px`).toEqual([]);
    }
    await context.close();
  });
});
