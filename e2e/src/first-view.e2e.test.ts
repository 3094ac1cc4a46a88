// Decision 031: what the web server does for a member's first view (brotli, the config inside the
// page, preloads, the route's queries sent by the page) changes no screen, and a page served
// without it (WEB_FIRST_VIEW=off: a dev server or a plain static host) still works. The carta shows
// nine camera photos uploaded through the admin's path: the page fetches small AVIF variants of
// them, never the megabytes uploaded.
import { demoAccounts } from '@club/db/seed-data';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from '../../scripts/serve-web.ts';
import { launchBrowser, logIn, newVisitor } from './support/browser.ts';
import { uploadCameraPhotos } from './support/camera-photos.ts';
import { freePort, type Stack, startStack } from './support/stack.ts';

const MEMBER = demoAccounts.member;

let stack: Stack;
let browser: Browser;
let plainUrl: string;
let plain: WebServer | undefined;

// Nine 12 MP photos made (once, then cached) and processed by the gateway: minutes on a busy machine.
beforeAll(async () => {
  const plainPort = await freePort();
  plainUrl = `http://localhost:${plainPort}`;
  [stack, browser] = await Promise.all([startStack({ moreWebOrigins: [plainUrl] }), launchBrowser()]);
  await uploadCameraPhotos(stack.gatewayUrl);
  plain = await startWebServer({
    port: plainPort,
    host: '127.0.0.1',
    gatewayUrl: stack.gatewayUrl,
    firstView: [],
  });
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await plain?.close();
  await stack?.stop();
});

interface Seen {
  path: string;
  /** Bytes of the body as received (images only). */
  bytes?: number;
  operation?: string;
  encoding?: string;
  status: number;
  type: string;
}

/** Every request of the page from now on: its path, GraphQL operation and encoding as received. */
function watch(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    const operation = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
    seen.push({
      path: new URL(response.url()).pathname,
      type: request.resourceType(),
      status: response.status(),
      ...(operation ? { operation } : {}),
      ...(response.headers()['content-encoding'] ? { encoding: response.headers()['content-encoding'] } : {}),
    });
    if (request.resourceType() === 'image' && response.status() === 200) {
      const entry = seen.at(-1) as Seen;
      entry.bytes = (await response.body().catch(() => Buffer.alloc(0))).byteLength;
    }
  });
  return seen;
}

async function openCarta(baseUrl: string) {
  const visitor = await newVisitor(browser, baseUrl);
  await logIn(visitor.page, MEMBER.mail, MEMBER.password);
  // The landing page may have fetched the storefront's files already; asked again they would come
  // back as bodiless 304s (no encoding to check), even after clearing the disk cache (the renderer's
  // memory cache revalidates them). With the cache off, /carta is a first view every run.
  await visitor.page.waitForLoadState('networkidle');
  const cdp = await visitor.context.newCDPSession(visitor.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seen = watch(visitor.page);
  await visitor.page.goto('/carta');
  await visitor.page.getByText('Apple Cookies').first().waitFor();
  await visitor.page.waitForLoadState('networkidle');
  return { ...visitor, seen };
}

const count = (seen: Seen[], match: (entry: Seen) => boolean) => seen.filter(match).length;

describe("a member's first view of /carta", () => {
  it('starts from the config in the page, gets the products once (sent by the page), in brotli', async () => {
    const { page, seen, errors, context } = await openCarta(stack.webUrl);
    expect(await page.locator('script#club-config').count()).toBe(1);
    expect(count(seen, (entry) => entry.path === '/config.json')).toBe(0);
    // The page's early request answered the screen's query: the gateway was asked once.
    expect(count(seen, (entry) => entry.operation === 'StorefrontProducts')).toBe(1);
    expect(count(seen, (entry) => entry.operation === 'StorefrontClubRules')).toBe(1);
    // The opened route's remote files are asked for by the page itself, before any code runs.
    const preloads = await page
      .locator('link[rel=preload]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloads).toContain('/remotes/mf-storefront/remoteEntry.js');
    expect(preloads.filter((path) => path.endsWith('.svg')).length).toBeGreaterThan(0);
    const scripts = seen.filter((entry) => entry.type === 'script');
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((entry) => entry.encoding !== 'br')).toEqual([]);
    // The camera photos come as AVIF variants of a few tens of kilobytes, not as uploaded (MBs).
    const photos = seen.filter((entry) => entry.path.startsWith('/photos/'));
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.filter((entry) => !entry.path.endsWith('.avif'))).toEqual([]);
    expect(photos.filter((entry) => (entry.bytes ?? 0) > 100 * 1024)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works as before on a server without those features (/config.json, gzip, no early request)', async () => {
    const { page, seen, errors, context } = await openCarta(plainUrl);
    expect(await page.locator('script#club-config').count()).toBe(0);
    expect(count(seen, (entry) => entry.path === '/config.json')).toBe(1);
    expect(count(seen, (entry) => entry.operation === 'StorefrontProducts')).toBe(1);
    const scripts = seen.filter((entry) => entry.type === 'script');
    expect(scripts.filter((entry) => entry.encoding !== 'gzip')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
