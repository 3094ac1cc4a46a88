import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { keepPageLog, watchForFailures } from './failure-report.ts';

export function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = inject('chromium');
  return chromium.launch({ executablePath, args, headless: true }).then(watchForFailures);
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests seen so far, for asserting a clean page. */
  errors: string[];
}

/** A fresh browser context (its own storage) with one page, collecting page errors. */
export async function newVisitor(browser: Browser, baseURL: string): Promise<Visitor> {
  const context = await browser.newContext({ baseURL, locale: 'es-UY', timezoneId: 'America/Montevideo' });
  const page = await context.newPage();
  keepPageLog(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

export async function logIn(page: Page, mail: string, password: string, landing?: string): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('Correo electrónico').fill(mail);
  await page.getByPlaceholder('Contraseña').fill(password);
  await page.getByRole('button', { name: 'ACCEDER' }).click();
  // Without a landing asked for: a member lands on the storefront, back-office people on /admin.
  await page.waitForURL((url) =>
    landing ? url.pathname === landing : ['/', '/admin'].includes(url.pathname),
  );
}

/** A first sign-in with the temporary password an admin gave: the app asks for a new one first. */
export async function changeTemporaryPassword(page: Page, temporary: string, chosen: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/changepassword');
  await page.getByLabel('Contraseña actual').fill(temporary);
  await page.getByLabel('Nueva contraseña').fill(chosen);
  await page.getByLabel('Repetir contraseña').fill(chosen);
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
