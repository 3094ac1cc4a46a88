import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSupabaseAnonKey } from '../../scripts/serve-web.ts';
import { launchBrowser, logIn, newVisitor, type Visitor } from './support/browser.ts';
import { demoAdmin } from './support/gateway-client.ts';
import { type Stack, startStack } from './support/stack.ts';

// Issue 18, "One sign-out", in Chromium against a real gateway. With the built-in stand-in the
// admin signs in to the club only and uploads a receipt; logging out of the club ends the hosted
// session in the browser (supabase-js's stored session) and on the server (its access and refresh
// tokens refused). With a Supabase project of its own (here the stand-in under another name) the
// hosted sign-in stays, and the club's logout still ends that session too.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface StoredSession {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string };
}

/** The session supabase-js keeps in the page's localStorage under `key`, or null. */
async function storedSession(page: Page, key: string): Promise<StoredSession | null> {
  const raw = await page.evaluate((name) => localStorage.getItem(name), key);
  return raw === null ? null : (JSON.parse(raw) as StoredSession);
}

/** What the hosted service says of a session: its user's mail (or the refusal's status), and whether it refreshes. */
async function onTheServer(url: string, session: StoredSession) {
  const headers = { apikey: defaultSupabaseAnonKey, 'content-type': 'application/json' };
  const user = await fetch(`${url}/auth/v1/user`, {
    headers: { ...headers, authorization: `Bearer ${session.access_token}` },
  });
  const refresh = await fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ refresh_token: session.refresh_token }),
  });
  return {
    user: user.status === 200 ? ((await user.json()) as { email: string }).email : user.status,
    refreshes: refresh.status === 200,
  };
}

/** Logs out of the club; the admin's hosted session under `key` must then be gone from the browser and refused by the server. */
async function logOutEndsHostedSession(page: Page, supabaseUrl: string, key: string): Promise<void> {
  const session = await storedSession(page, key);
  if (!session) throw new Error('no hosted session in the browser');
  expect(await onTheServer(supabaseUrl, session)).toMatchObject({ user: demoAdmin.mail });

  await page.getByRole('button', { name: 'Salir' }).click();
  await page.getByText('¿Querés cerrar sesión?').waitFor();
  await page.getByRole('button', { name: 'CERRAR SESIÓN', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(await storedSession(page, key)).toBeNull();
  expect(await onTheServer(supabaseUrl, session)).toEqual({ user: 403, refreshes: false });
}

describe('with the built-in stand-in: one sign-in, one sign-out', () => {
  const KEY = 'sb-localhost-auth-token';
  let stack: Stack;
  let admin: Visitor;
  const visited: string[] = [];
  const passwordSignIns: string[] = [];

  beforeAll(async () => {
    stack = await startStack();
    admin = await newVisitor(browser, stack.webUrl);
    admin.page.on('framenavigated', (frame) => {
      if (frame === admin.page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    admin.page.on('request', (request) => {
      if (request.url().includes('/auth/v1/token?grant_type=password')) passwordSignIns.push(request.url());
    });
    await logIn(admin.page, demoAdmin.mail, demoAdmin.password);
  });
  afterAll(async () => {
    await admin?.context.close();
    await stack?.stop();
  });

  it('uploads an expense with its receipt on /admin/expense with the club sign-in alone', async () => {
    const { page } = admin;
    await page.goto('/admin/expense');
    await page.getByRole('heading', { name: 'Gastos' }).waitFor();
    await page.getByLabel('Gasto', { exact: true }).selectOption('UTE');
    await page.getByLabel('Importe').fill('2100');
    await page.getByLabel('Comentario').fill('Luz de noviembre, una sola sesión');
    await page.getByLabel('Fecha').fill('2024-11-05');
    await page
      .getByLabel('Foto de la factura')
      .setInputFiles({ name: 'factura.png', mimeType: 'image/png', buffer: PNG });
    const [upload] = await Promise.all([
      page.waitForRequest((request) => request.url().includes('/storage/v1/object/Bills/')),
      page.getByRole('button', { name: 'Subir' }).click(),
    ]);
    await page.getByText('Gasto agregado').waitFor();

    expect(visited).not.toContain('/admin/supabase');
    expect(passwordSignIns).toEqual([]);
    // The hosted session is the admin's own account, and the receipt went to its folder.
    const session = await storedSession(page, KEY);
    expect(session?.user.email).toBe(demoAdmin.mail);
    expect(upload.url()).toContain(`/storage/v1/object/Bills/${session?.user.id}/UTE/11-2024/`);
  });

  it('logging out of the club ends the hosted session: gone from the browser, refused by the server', async () => {
    await logOutEndsHostedSession(admin.page, stack.supabaseUrl, KEY);
  });

  it('signing in to the club again, in the same tab, brings a new hosted session with it', async () => {
    const { page } = admin;
    await logIn(page, demoAdmin.mail, demoAdmin.password);
    // Through the menu, not a reload: the finance remote and its supabase-js client stay loaded.
    await page.getByRole('button', { name: /Menú/ }).click();
    await page.getByRole('link', { name: 'Administrar', exact: true }).click();
    await page.getByRole('link', { name: 'Gastos', exact: true }).click();
    await page.getByRole('link', { name: 'Ver Gastos', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/showExpenses');
    await page.getByLabel('Elige el mes').waitFor();
    expect(visited).not.toContain('/admin/supabase');
    expect((await storedSession(page, KEY))?.user.email).toBe(demoAdmin.mail);
  });

  it('left the page free of errors', () => {
    expect(admin.errors).toEqual([]);
  });
});

describe('with a Supabase project of its own: its sign-in stays, the club logout still ends it', () => {
  const KEY = 'sb-127-auth-token';
  let stack: Stack;
  let admin: Visitor;

  beforeAll(async () => {
    stack = await startStack({ hostedServiceElsewhere: true });
    admin = await newVisitor(browser, stack.webUrl);
    await logIn(admin.page, demoAdmin.mail, demoAdmin.password);
  });
  afterAll(async () => {
    await admin?.context.close();
    await stack?.stop();
  });

  it('sends /admin/expense to the hosted sign-in, and the club logout signs that session out', async () => {
    const { page } = admin;
    await page.goto('/admin/expense');
    await page.waitForURL((url) => url.pathname === '/admin/supabase');
    await page.getByLabel('Email address').fill(demoAdmin.mail);
    await page.getByLabel('Your Password').fill(demoAdmin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Sesión iniciada como').waitFor();
    await logOutEndsHostedSession(page, stack.supabaseUrl, KEY);
  });

  it('left the page free of errors', () => {
    expect(admin.errors).toEqual([]);
  });
});
