import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newVisitor, type Visitor } from './support/browser.ts';
import { demoAdmin } from './support/gateway-client.ts';
import { type Stack, startStack } from './support/stack.ts';

// Issue 18, "Must show": an admin enrols in two-factor (the test computes the codes from the
// secret the page shows, as an authenticator app would), signs out, signs in with a code, then
// with a recovery code.

let stack: Stack;
let browser: Browser;
let admin: Visitor;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  admin = await newVisitor(browser, stack.webUrl);
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await stack?.stop();
});

let secret = '';
let recoveryCodes: string[] = [];
/** Steps already spent: the gateway takes each app code once, so the test never reuses one. */
let nextStep = 0;

/**
 * The app's code for a step the gateway has not seen yet. It accepts one step either side of its
 * clock: never the step before ours, which the gateway's clock may already be two past when the
 * code arrives; the next one when ours is spent.
 */
function freshCode(): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  const now = totp.counter();
  const step = Math.max(now, nextStep);
  if (step > now + 1) throw new Error('no unused code in the window: the test used three in 30 s');
  nextStep = step + 1;
  return totp.generate({ timestamp: step * 30_000 });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.getByRole('button', { name: 'CERRAR SESIÓN' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

async function signInWithCode(page: Page, code: string) {
  await page.goto('/login');
  await page.getByPlaceholder('Correo electrónico').fill(demoAdmin.mail);
  await page.getByPlaceholder('Contraseña').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'ACCEDER' }).click();
  await page.getByRole('heading', { name: 'VERIFICACIÓN EN DOS PASOS' }).waitFor();
  // Still signed out: the right password alone gave no token.
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await page.getByPlaceholder('Código').fill(code);
  await page.getByRole('button', { name: 'VERIFICAR' }).click();
  // An admin lands on what needs doing today.
  await page.waitForURL((url) => url.pathname === '/admin');
}

describe("an admin's second factor, in Chromium", () => {
  it('the banner leads to the enrolment: QR code, first code, ten recovery codes', async () => {
    const { page } = admin;
    await logIn(page, demoAdmin.mail, demoAdmin.password);
    const banner = page.getByRole('complementary', { name: 'Verificación en dos pasos' });
    await banner.getByText('Protegé tu cuenta de administrador').waitFor();
    await banner.getByRole('link', { name: 'Activar' }).click();
    await page.waitForURL((url) => url.pathname === '/seguridad');
    await page.getByRole('img', { name: 'Código QR para la app de autenticación' }).waitFor();
    secret = ((await page.locator('.two-factor__secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel('Código de 6 dígitos').fill('000000');
    await page.getByRole('button', { name: 'Activar' }).click();
    await page.getByText('El código no es correcto').waitFor();
    await page.getByLabel('Código de 6 dígitos').fill(freshCode());
    await page.getByRole('button', { name: 'Activar' }).click();
    const codes = page.getByRole('list', { name: 'Códigos de recuperación' });
    await codes.waitFor();
    recoveryCodes = await codes.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    await page.getByRole('button', { name: 'Listo, ya los guardé' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('link', { name: 'Socios', exact: true }).waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('signs out, and signs in again with the password and a code from the app', async () => {
    const { page } = admin;
    await signOut(page);
    // A wrong code first: refused, and the card stays on the code step.
    await page.getByPlaceholder('Correo electrónico').fill(demoAdmin.mail);
    await page.getByPlaceholder('Contraseña').fill(demoAdmin.password);
    await page.getByRole('button', { name: 'ACCEDER' }).click();
    await page.getByPlaceholder('Código').fill('123456');
    await page.getByRole('button', { name: 'VERIFICAR' }).click();
    await page.getByText('El código no es correcto').waitFor();

    await signInWithCode(page, freshCode());
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Socios', exact: true }).waitFor();
  });

  it('signs out, and signs in with a recovery code, which then works no more', async () => {
    const { page } = admin;
    const [recovery] = recoveryCodes;
    if (!recovery) throw new Error('no recovery code');
    await signOut(page);
    await signInWithCode(page, recovery.toUpperCase());
    await page.goto('/seguridad');
    await page.getByText('Te quedan 9 códigos de recuperación.').waitFor();

    await signOut(page);
    await page.getByPlaceholder('Correo electrónico').fill(demoAdmin.mail);
    await page.getByPlaceholder('Contraseña').fill(demoAdmin.password);
    await page.getByRole('button', { name: 'ACCEDER' }).click();
    await page.getByPlaceholder('Código').fill(recovery);
    await page.getByRole('button', { name: 'VERIFICAR' }).click();
    await page.getByText('El código no es correcto').waitFor();
    expect(admin.errors.filter((error) => !/status of 4\d\d|Failed to load resource/.test(error))).toEqual(
      [],
    );
  });
});
