import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, newVisitor, type Visitor } from './support/browser.ts';
import { type Stack, startStack } from './support/stack.ts';

// A real club goes live, in Chromium against the gateway as a club runs it (production mode; on
// the PostgreSQL of DATABASE_URL when set, in a database of its own, else on PGlite): an empty
// database and no demo; the setup code read from the server's log; the club and its first admin
// made on /configurar, the admin's second factor enrolled before the back office; then the club's
// members, its opening balances and a strain of its own.

let stack: Stack;
let browser: Browser;
let admin: Visitor;
const ADMIN = { mail: 'lucia@lahuerta.uy', password: 'una clave larga 2026' };
let secret = '';
let nextStep = 0;

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  [stack, browser] = await Promise.all([
    startStack({ emptyClub: databaseUrl ? { databaseUrl } : {}, gatewayEnv: { NODE_ENV: 'production' } }),
    launchBrowser(),
  ]);
  admin = await newVisitor(browser, stack.webUrl);
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await stack?.stop();
});

/** The authenticator's code for a step the gateway has not seen yet (it takes each once). */
function freshCode(): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  const now = totp.counter();
  const step = Math.max(now, nextStep);
  if (step > now + 1) throw new Error('no unused code in the window');
  nextStep = step + 1;
  return totp.generate({ timestamp: step * 30_000 });
}

async function expectAccessible(page: Page, what: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${what} a ${width} px`).toEqual([]);
  }
}

describe('a club goes live, in Chromium', () => {
  it('is set up from the code in the log, and its first admin enrols a second factor', async () => {
    const code = /ingresá el código ([A-Z2-9]{4}-[A-Z2-9]{4})/.exec(stack.output())?.[1];
    expect(code, stack.output()).toBeDefined();
    const { page } = admin;
    await page.goto('/configurar');
    await page.getByRole('heading', { name: 'Poner el club en marcha' }).waitFor();
    const codeField = page.getByLabel('Código que mostró el servidor al arrancar');
    await codeField.fill('AAAA-AAAA');
    await page.getByRole('button', { name: 'Seguir' }).click();
    await page.getByText('El código de configuración no es correcto').waitFor();
    await expectAccessible(page, 'el código de configuración');
    await codeField.fill(code as string);
    await page.getByRole('button', { name: 'Seguir' }).click();

    await page.getByLabel('Nombre del club').fill('Club Cannábico La Huerta');
    await page.getByLabel('Número de registro en el IRCCA').fill('CC-0042');
    await page.getByLabel('Dirección del club').fill('Canelones 1234, Montevideo');
    await page.getByLabel('Correo de contacto del club').fill('hola@lahuerta.uy');
    await page.getByLabel('Teléfono de contacto del club').fill('+598 2 900 11 22');
    await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await page.getByLabel('Apellido').fill('Pereira');
    await page.getByLabel('Mail', { exact: true }).fill(ADMIN.mail);
    await page.getByLabel('Cédula de identidad').fill('3.456.789-0');
    await page.getByLabel('Fecha de nacimiento').fill('1985-03-02');
    await page.getByLabel('Teléfono', { exact: true }).fill('099 555 123');
    await page.getByLabel('Ciudadanía uruguaya').check();
    await page.getByLabel('Contraseña (al menos 8 caracteres)').fill(ADMIN.password);
    await page.getByLabel('Repetí la contraseña').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Crear el club' }).click();
    // The cédula's check digit is wrong: refused at its field, in Spanish, nothing made.
    await page
      .getByText(/dígito verificador/)
      .first()
      .waitFor();
    await expectAccessible(page, 'el formulario del club');
    await page.getByLabel('Cédula de identidad').fill('3.456.789-4');
    await page.getByRole('button', { name: 'Crear el club' }).click();

    // Straight to the second factor: the back office waits for it.
    await page.waitForURL((url) => url.pathname === '/seguridad');
    await page.getByRole('img', { name: 'Código QR para la app de autenticación' }).waitFor();
    secret = ((await page.locator('.two-factor__secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('Código de 6 dígitos').fill(freshCode());
    await page.getByRole('button', { name: 'Activar' }).click();
    await page.getByRole('list', { name: 'Códigos de recuperación' }).waitFor();
    await page.getByRole('button', { name: 'Listo, ya los guardé' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('link', { name: 'Socios', exact: true }).waitFor();

    // The code is dead now, and the screen says the club runs.
    await page.goto('/configurar');
    await page.getByText('Este club ya está en marcha: no hace falta configurarlo.').waitFor();
    expect(admin.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
