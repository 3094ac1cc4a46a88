import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
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
  /**
   * Resolves once every request of the page is answered, and none started on the frame after the
   * last answer (an answer can mount a component that asks again). Not for a page that follows
   * live updates: its stream never ends.
   */
  settled: () => Promise<void>;
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
  // A request counts as answered at its response's headers: a prefetch's body can stay unread for
  // good (a page that sent the member elsewhere), and the gateway has decided by then anyway.
  const unanswered = new Set<Request>();
  const idle: Array<() => void> = [];
  const answered = (request: Request) => {
    if (unanswered.delete(request) && unanswered.size === 0) for (const resolve of idle.splice(0)) resolve();
  };
  page.on('request', (request) => unanswered.add(request));
  page.on('response', (response) => answered(response.request()));
  page.on('requestfailed', answered);
  const settled = async () => {
    for (;;) {
      if (unanswered.size > 0) await new Promise<void>((resolve) => idle.push(resolve));
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
      if (unanswered.size === 0) return;
    }
  };
  return { context, page, errors, settled };
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
