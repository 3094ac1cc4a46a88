// Bench section 3 and `npm run check:size`: a member's cold load of /carta from the production
// build, in Chromium, with the token already stored, the carta showing nine camera photos
// uploaded through the admin's path (e2e/src/support/camera-photos.ts). Counts the JavaScript as sent (the encoded
// bytes, in the encoding Chromium negotiated: brotli where the server has it, decision 031), per
// chunk, and the LCP under 4× CPU slowdown.

import { demoAccounts } from '@club/db/seed-data';
import { chromium } from 'playwright-core';
import { uploadCameraPhotos } from '../e2e/src/support/camera-photos.ts';
import { resolveChromium } from '../e2e/src/support/chromium.ts';
import { startStack } from '../e2e/src/support/stack.ts';
import { buildWeb } from '../scripts/build-web.ts';
import { fmt, type Row } from './support/measure.ts';

/**
 * Issue 19's budget for the shell + storefront JS of a member's first view of /carta, over the
 * wire; `npm run check:size` fails CI past it.
 */
export const FIRST_VIEW_BUDGET_BYTES = 150 * 1024;

export interface Chunk {
  /** Path on the web server, e.g. /static/js/main.1234abcd.js. */
  path: string;
  encoding: string;
  /** Bytes on the wire (the body as encoded). */
  bytes: number;
}

export interface FirstView {
  chunks: Chunk[];
  /** Shell + storefront JS bytes. */
  memberJs: number;
  /** Largest contentful paint with 4× CPU slowdown, ms (when asked for). */
  lcpMs?: number;
}

/** The demo member's token, as the login form would store it. */
export async function memberToken(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mail: demoAccounts.member.mail, password: demoAccounts.member.password }),
  });
  const body = (await response.json()) as { auth_token?: string };
  if (!body.auth_token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.auth_token;
}

export async function measureFirstView(options: { lcp: boolean }): Promise<FirstView> {
  await buildWeb({ force: false, log: () => {} });
  const stack = await startStack();
  const launch = await resolveChromium();
  const browser = await chromium.launch({
    executablePath: launch.executablePath,
    args: launch.args,
    headless: true,
  });
  try {
    await uploadCameraPhotos(stack.gatewayUrl);
    const token = await memberToken(stack.gatewayUrl);
    const open = async () => {
      const context = await browser.newContext({ baseURL: stack.webUrl, locale: 'es-UY' });
      await context.addInitScript((value) => localStorage.setItem('auth_token', value), token);
      return { context, page: await context.newPage() };
    };

    const cold = await open();
    const chunks: Chunk[] = [];
    cold.page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const headers = response.headers();
      chunks.push({
        path: new URL(response.url()).pathname,
        encoding: headers['content-encoding'] ?? 'identity',
        bytes: Number(headers['content-length'] ?? 0),
      });
    });
    await cold.page.goto('/carta');
    await cold.page.getByText('Apple Cookies').first().waitFor({ timeout: 30_000 });
    await cold.page.waitForLoadState('networkidle');
    await cold.context.close();

    let lcpMs: number | undefined;
    if (options.lcp) {
      const slow = await open();
      const cdp = await slow.context.newCDPSession(slow.page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await slow.page.goto('/carta');
      await slow.page.getByText('Apple Cookies').first().waitFor({ timeout: 60_000 });
      await slow.page.waitForLoadState('networkidle');
      lcpMs = await slow.page.evaluate(
        () =>
          new Promise<number>((done) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              done(entries[entries.length - 1]?.startTime ?? Number.NaN);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      await slow.context.close();
    }
    const memberJs = chunks
      .filter((c) => c.path.startsWith('/static/') || c.path.startsWith('/remotes/mf-storefront/'))
      .reduce((sum, c) => sum + c.bytes, 0);
    return { chunks, memberJs, ...(lcpMs === undefined ? {} : { lcpMs }) };
  } finally {
    await browser.close();
    await stack.stop();
  }
}

export const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;

export function chunkList(view: FirstView): string {
  return [...view.chunks]
    .sort((a, b) => b.bytes - a.bytes)
    .map((c) => `    ${kb(c.bytes).padStart(9)}  ${c.encoding.padEnd(8)} ${c.path}`)
    .join('\n');
}

/** 'br' or 'gzip', or both: what the chunks were sent in. */
export const encodingsOf = (view: FirstView) => [...new Set(view.chunks.map((c) => c.encoding))].join('+');

export async function firstViewRows(): Promise<Row[]> {
  const view = await measureFirstView({ lcp: true });
  console.log(`  JS chunks of /carta (as sent):\n${chunkList(view)}`);
  const other = view.chunks.reduce((s, c) => s + c.bytes, 0) - view.memberJs;
  return [
    {
      measure: `first view /carta: shell + storefront JS over the wire (${view.chunks.length} chunks)`,
      ours: `${kb(view.memberJs)} ${encodingsOf(view)}${other > 0 ? ` (+${kb(other)} other)` : ''}`,
      reference: `CI budget ${kb(FIRST_VIEW_BUDGET_BYTES)}`,
      ratio: `${Math.round((view.memberJs / FIRST_VIEW_BUDGET_BYTES) * 100)}% of budget`,
      target: `≤ ${kb(FIRST_VIEW_BUDGET_BYTES)} over the wire`,
      met: view.memberJs <= FIRST_VIEW_BUDGET_BYTES,
    },
    {
      measure: 'LCP of /carta, 4× CPU slowdown',
      ours: `${fmt(view.lcpMs ?? Number.NaN)} ms`,
      reference: '',
      ratio: '',
      target: '< 1,500 ms',
      met: (view.lcpMs ?? Number.POSITIVE_INFINITY) < 1500,
    },
  ];
}
