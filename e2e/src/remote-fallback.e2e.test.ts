import { createServer, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, startStaticServer } from '../../scripts/serve-static.ts';
import { serveFile } from '../../scripts/web/static-files.ts';
import {
  REMOTE_ANSWER_TIMEOUT_MS,
  REMOTE_SCRIPT_TIMEOUT_MS,
} from '../../web-kit/src/federation/load-timeouts.ts';
import { launchBrowser, logIn, newVisitor } from './support/browser.ts';
import { freePort, type Stack, startStack } from './support/stack.ts';

/** A generous bound for the fallback to show (the shell's own timeouts are well inside it). */
const FALLBACK_BOUND_MS = 40_000;
const financeDist = resolve(import.meta.dirname, '..', '..', 'mf-finance', 'dist');
const harvestDist = resolve(import.meta.dirname, '..', '..', 'mf-harvest', 'dist');
let stack: Stack;
let browser: Browser;
let financePort: number;
let finance: StaticServer | undefined;

/**
 * mf-harvest's origin, switchable: 'hang' accepts every connection and never answers; 'hang-entry'
 * answers the manifest but never remoteEntry.js; 'serve' is a healthy deployment.
 */
let harvestMode: 'hang' | 'hang-entry' | 'serve' = 'hang';
let harvest: Server | undefined;
const hanging = new Set<ServerResponse>();

// mf-finance and mf-harvest are deployed on their own origins here, so the test can take them
// down, make them hang and bring them back.
beforeAll(async () => {
  financePort = await freePort();
  finance = await startStaticServer({ root: financeDist, port: financePort, host: '127.0.0.1' });
  const harvestPort = await freePort();
  harvest = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const hang = harvestMode === 'hang' || (harvestMode === 'hang-entry' && pathname !== '/mf-manifest.json');
    if (hang) {
      hanging.add(res);
      return;
    }
    void serveFile(req, res, { root: harvestDist, relativePath: pathname, spaFallback: true, cors: true });
  });
  await new Promise<void>((done) => harvest?.listen(harvestPort, '127.0.0.1', done));
  [stack, browser] = await Promise.all([
    startStack({
      remoteUrls: {
        mf_finance: `http://localhost:${financePort}/mf-manifest.json`,
        mf_harvest: `http://localhost:${harvestPort}/mf-manifest.json`,
      },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await finance?.close();
  for (const res of hanging) res.destroy();
  harvest?.closeAllConnections();
  await new Promise((done) => harvest?.close(done));
  await stack?.stop();
});

describe('a remote that cannot be reached', () => {
  it('shows its fallback while the shell keeps working, and Retry loads it once it is back', async () => {
    await finance?.close();
    finance = undefined;
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'admin@club.uy', 'admin1234');
    await page.goto('/admin/expensefile');
    await page.getByText('No pudimos cargar esta sección.').waitFor({ timeout: FALLBACK_BOUND_MS });
    expect(await page.getByRole('link', { name: 'Ver Gastos' }).count()).toBe(0);

    // The rest of the shell still works: other remotes and the shell's own screens.
    await page.goto('/admin/stock');
    await page.getByText('OG Kush #8').waitFor();
    await page.goto('/ping');
    await page.getByText('Pong', { exact: true }).waitFor();

    await page.goto('/admin/expensefile');
    await page.getByText('No pudimos cargar esta sección.').waitFor({ timeout: FALLBACK_BOUND_MS });
    finance = await startStaticServer({ root: financeDist, port: financePort, host: '127.0.0.1' });
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('link', { name: 'Ver Gastos' }).waitFor({ timeout: FALLBACK_BOUND_MS });
    expect(await page.getByText('No pudimos cargar esta sección.').count()).toBe(0);
    await context.close();
  });
});

describe('a remote that accepts the connection but never answers', () => {
  it('shows the fallback after the load timeout, keeps the shell working, and recovers on Retry', {
    timeout: 150_000,
  }, async () => {
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'admin@club.uy', 'admin1234');
    const timeouts = { hang: REMOTE_ANSWER_TIMEOUT_MS, 'hang-entry': REMOTE_SCRIPT_TIMEOUT_MS };
    for (const mode of ['hang', 'hang-entry'] as const) {
      harvestMode = mode;
      const started = Date.now();
      await page.goto('/admin/harvestfile');
      // Bounded by the shell's timeout plugin: without it the manifest would hang forever. The
      // bound here is generous, not a speed.
      await page.getByText('No pudimos cargar esta sección.').waitFor({ timeout: FALLBACK_BOUND_MS });
      // Never before the plugin's own timeout: the remote said nothing, so only the timeout can explain it.
      // (Half a second of slack for the browser's and Node's timers, which round differently.)
      expect(Date.now() - started).toBeGreaterThanOrEqual(timeouts[mode] - 500);
      expect(await page.getByRole('link', { name: 'Ver Cosecha' }).count()).toBe(0);
      // The rest of the shell still answers while the remote hangs.
      await page.goto('/admin/stock');
      await page.getByText('OG Kush #8').waitFor();
    }
    await page.goto('/admin/harvestfile');
    await page.getByText('No pudimos cargar esta sección.').waitFor({ timeout: FALLBACK_BOUND_MS });
    // Back: the hung process is restarted, so the requests it held are cut, and it serves again.
    harvestMode = 'serve';
    for (const res of hanging) res.destroy();
    hanging.clear();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('Ver Cosecha').waitFor({ timeout: FALLBACK_BOUND_MS });
    expect(await page.getByText('No pudimos cargar esta sección.').count()).toBe(0);
    await context.close();
  });
});
