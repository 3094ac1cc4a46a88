import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newVisitor } from './support/browser.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function openMenu(page: import('playwright-core').Page) {
  await page.getByRole('button', { name: 'Menú' }).click();
  return page.getByRole('navigation', { name: 'Menú' });
}

describe('foundation, in Chromium', () => {
  it('sends an anonymous visit to /login and shows the login errors of the spec', async () => {
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'INICIO DE SESIÓN' }).waitFor();
    expect(await page.getByPlaceholder('Correo electrónico').getAttribute('type')).toBe('email');

    await page.getByPlaceholder('Correo electrónico').fill('nadie@club.uy');
    await page.getByPlaceholder('Contraseña').fill('socio1234');
    await page.getByRole('button', { name: 'ACCEDER' }).click();
    await page.getByText('Mail incorrecto').waitFor();

    await page.getByPlaceholder('Correo electrónico').fill('socio@club.uy');
    await page.getByPlaceholder('Contraseña').fill('equivocada');
    await page.getByRole('button', { name: 'ACCEDER' }).click();
    await page.getByText('Mail o contraseña incorrectos').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  });

  it('lets the member in: Inicio with the carousel, no Administrar, 401 on admin screens', async () => {
    const { page, context, errors } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'socio@club.uy', 'socio1234');
    // The storefront remote's Inicio: three promo slides with round indicators, the varieties of
    // the month (from the carta) first.
    await page.getByRole('heading', { name: 'Variedades del mes' }).waitFor();
    expect(await page.locator('[aria-roledescription="diapositiva"]').count()).toBe(3);
    expect(await page.locator('[aria-roledescription="diapositiva"] > img').count()).toBe(2);
    expect(await page.getByRole('button', { name: /^Ver diapositiva \d$/ }).count()).toBe(3);
    await page.getByRole('button', { name: 'Ver diapositiva 3' }).click();
    expect(
      await page
        .locator('[aria-roledescription="diapositiva"][aria-label="3 de 3"]')
        .getAttribute('aria-hidden'),
    ).toBe('false');
    expect(
      await page
        .locator('[aria-roledescription="diapositiva"][aria-label="1 de 3"]')
        .getAttribute('aria-hidden'),
    ).toBe('true');

    const menu = await openMenu(page);
    for (const label of ['Inicio', 'Catálogo', 'Nosotros', 'Noticias']) {
      expect(await menu.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    }
    expect(await menu.getByRole('link', { name: 'Administrar' }).count()).toBe(0);

    await page.goto('/admin');
    await page.getByText('Error 401: UnAuthorized').waitFor();
    expect(await page.getByRole('link', { name: 'Administrar Stock' }).count()).toBe(0);
    await page.goto('/admin/stock');
    await page.getByText('Error 401: UnAuthorized').waitFor();
    expect(errors.filter((e) => !/401|403|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('shows the admin Administrar and the five buttons, and each remote screen behind them', async () => {
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'admin@club.uy', 'admin1234');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Administrar' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    const buttons = ['Checklist de Tareas', 'Ordenes', 'Cosecha', 'Gastos', 'Administrar Stock'];
    for (const name of buttons) await page.getByRole('link', { name, exact: true }).waitFor();

    await page.getByRole('link', { name: 'Administrar Stock', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/stock');
    await page.getByText('OG Kush #8').waitFor();
    expect(await page.getByText(/ #\d+$/).count()).toBe(9);

    await page.goto('/admin/harvestfile');
    for (const name of ['Ver Cosecha', 'Agregar Cosecha', 'Trabajo hecho']) {
      await page.getByRole('link', { name }).waitFor();
    }
    await page.goto('/admin/expensefile');
    for (const name of ['Gastos', 'Ver Gastos', 'Agregar Recibos']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    // The back arrow shows below the top level and goes back in history.
    await page.getByRole('button', { name: 'Atrás' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/harvestfile');
    await context.close();
  });

  it('answers /ping with Pong and an unknown path with 404', async () => {
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'socio@club.uy', 'socio1234');
    await page.goto('/ping');
    await page.getByText('Pong', { exact: true }).waitFor();
    await page.goto('/nope');
    await page.getByText('404', { exact: true }).waitFor();
    await context.close();
  });

  it('logs out after asking, and the gateway refuses the old token', async () => {
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'socio@club.uy', 'socio1234');
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect(token).toBeTruthy();
    expect(
      (await fetch(`${stack.gatewayUrl}/getUser`, { headers: { auth_token: token ?? '' } })).status,
    ).toBe(200);

    await page.getByRole('button', { name: 'Salir' }).click();
    await page.getByText('¿Querés cerrar sesión?').waitFor();
    await page.getByRole('button', { name: 'CERRAR SESIÓN' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    const after = await fetch(`${stack.gatewayUrl}/getUser`, { headers: { auth_token: token ?? '' } });
    expect(after.status).toBe(401);
    await context.close();
  });

  it('changes the password: the gateway’s Spanish error, then success and the new password works', async () => {
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'socio@club.uy', 'socio1234');
    await page.goto('/changepassword');
    const fields = page.locator('input[type="password"]');
    // The screen renders after the navigation: poll, a single count() may run before it.
    await expect.poll(() => fields.count()).toBe(3);
    await fields.nth(0).fill('socio1234');
    await fields.nth(1).fill('nueva-clave-1');
    await fields.nth(2).fill('otra-clave-2');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('Las contraseñas nuevas no coinciden').waitFor();
    expect(new URL(page.url()).pathname).toBe('/changepassword');

    await fields.nth(2).fill('nueva-clave-1');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const login = await fetch(`${stack.gatewayUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mail: 'socio@club.uy', password: 'nueva-clave-1' }),
    });
    expect(login.status).toBe(200);
    await context.close();
  });

  it('sends a member whose token was revoked elsewhere back to /login on the next call', async () => {
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'admin@club.uy', 'admin1234');
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    await fetch(`${stack.gatewayUrl}/logout`, { method: 'POST', headers: { auth_token: token ?? '' } });
    await page.goto('/admin/stock');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  });
});
