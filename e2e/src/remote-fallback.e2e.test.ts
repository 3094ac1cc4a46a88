import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, startStaticServer } from '../../scripts/serve-static.ts';
import { launchBrowser, logIn, newVisitor } from './support/browser.ts';
import { freePort, type Stack, startStack } from './support/stack.ts';

const financeDist = resolve(import.meta.dirname, '..', '..', 'mf-finance', 'dist');
let stack: Stack;
let browser: Browser;
let financePort: number;
let finance: StaticServer | undefined;

// mf-finance is deployed on its own origin here, so the test can take it down and bring it back.
beforeAll(async () => {
  financePort = await freePort();
  finance = await startStaticServer({ root: financeDist, port: financePort, host: '127.0.0.1' });
  [stack, browser] = await Promise.all([
    startStack({ remoteUrls: { mf_finance: `http://localhost:${financePort}/mf-manifest.json` } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await finance?.close();
  await stack?.stop();
});

describe('a remote that cannot be reached', () => {
  it('shows its fallback while the shell keeps working, and Retry loads it once it is back', async () => {
    await finance?.close();
    finance = undefined;
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'admin@club.uy', 'admin1234');
    await page.goto('/admin/expensefile');
    await page.getByText('No pudimos cargar esta sección.').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: 'Ver Gastos' }).count()).toBe(0);

    // The rest of the shell still works: other remotes and the shell's own screens.
    await page.goto('/admin/stock');
    await page.getByText('OG Kush #8').waitFor();
    await page.goto('/ping');
    await page.getByText('Pong', { exact: true }).waitFor();

    await page.goto('/admin/expensefile');
    await page.getByText('No pudimos cargar esta sección.').waitFor({ timeout: 15_000 });
    finance = await startStaticServer({ root: financeDist, port: financePort, host: '127.0.0.1' });
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('link', { name: 'Ver Gastos' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('No pudimos cargar esta sección.').count()).toBe(0);
    await context.close();
  });
});
