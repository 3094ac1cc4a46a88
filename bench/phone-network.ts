// Bench section `phone` (issues 19 and 33): a member's visit to /carta over a phone network,
// Chromium with CDP's Slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) and 4× CPU slowdown, cold
// (empty cache) and repeat (same browser profile, warm HTTP cache), the carta showing nine camera
// photos (4032 × 3024 JPEG, 2-5 MB each) uploaded through the admin's path. Two web servers run
// beside each other on one gateway and one build: ours (every first-view feature of decision 031,
// or BENCH_PHONE_FEATURES), its photos as the gateway made them (decision 046); and the
// reference, the same page (BENCH_PHONE_REFERENCE, default the same features but the carta drawn
// on the server, decision 060) serving each photo as uploaded: the products' answer rewritten in
// that profile so each names its original JPEG, served from a plain file server here. Loads alternate between the two, so both see the same
// machine; each figure is the median of BENCH_PHONE_RUNS loads (default 3).
//   BENCH_ONLY=phone npm run bench

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { uploadCameraPhotos } from '../e2e/src/support/camera-photos.ts';
import { resolveChromium } from '../e2e/src/support/chromium.ts';
import { freePort, startStack } from '../e2e/src/support/stack.ts';
import { buildWeb } from '../scripts/build-web.ts';
import {
  type FirstViewFeature,
  firstViewFeatures,
  firstViewFromEnv,
  startWebServer,
} from '../scripts/serve-web.ts';
import { PAGE_SESSION_COOKIE } from '../scripts/web/server-view.ts';
import { memberToken } from './first-view.ts';
import { fmt, type Row } from './support/measure.ts';

/** Issue 19's goals. */
export const PHONE_COLD_LCP_GOAL_MS = 1500;
export const PHONE_REPEAT_LCP_GOAL_MS = 800;

/** Slow 4G as Chrome DevTools defines it, in bytes per second. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;
const CPU_SLOWDOWN = 4;

/**
 * The text a member sees once the app's own catalogue is there: the carta the server drew (decision
 * 060) is in a closed shadow root, which the page's text does not include.
 */
const CATALOGUE_TEXT = 'Apple Cookies';

export interface RequestSeen {
  url: string;
  type: string;
  /** ms since the navigation started. */
  startMs: number;
  endMs: number;
  /** A GraphQL request's operation, from its body. */
  operation?: string;
  /** Bytes received for it (headers + body as encoded); 0 when served from the cache. */
  wireBytes: number;
  encoding: string;
  fromCache: boolean;
}

export interface Visit {
  lcpMs: number;
  /** Bytes of the images received by the time of the largest paint (its own included). */
  imageBytesBeforeLcp: number;
  /** What the largest paint was: an image's URL or an element's tag and class. */
  lcpElement: string;
  /** When the first product name was in the page, ms since the navigation started. */
  usableMs: number;
  requests: RequestSeen[];
}

/**
 * Records the time the catalogue text first shows, from inside the page. A string, not a function:
 * tsx would wrap a function's inner helpers in a `__name` call the page does not have.
 */
const watchForCatalogue = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.body || !document.body.textContent.includes(${JSON.stringify(CATALOGUE_TEXT)})) return;
    window.__catalogueAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Photos as uploaded: each original JPEG by product key, on a plain file server. */
interface AsUploaded {
  url: (key: string) => string;
  close: () => Promise<void>;
}

async function serveAsUploaded(originals: ReadonlyMap<string, Buffer>): Promise<AsUploaded> {
  const server: Server = createServer((request, response) => {
    const key = /^\/(\w+)\.jpg$/.exec(request.url ?? '')?.[1];
    const photo = key === undefined ? undefined : originals.get(key);
    if (!photo) {
      response.writeHead(404).end();
      return;
    }
    // As a static host serves an uploaded file: its type, its length, cached.
    response.writeHead(200, {
      'content-type': 'image/jpeg',
      'content-length': photo.byteLength,
      'cache-control': 'public, max-age=31536000',
    });
    response.end(photo);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: (key) => `http://127.0.0.1:${port}/${key}.jpg`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

interface PhotoAnswer {
  key: string;
  photo: { width: number; height: number; variants: unknown[] } | null;
}

/**
 * In `context`, the products' answer names each photo as uploaded: one JPEG, the original, 4032
 * wide. The page, its code and every other request stay as they are.
 */
async function photosAsUploaded(context: BrowserContext, asUploaded: AsUploaded): Promise<void> {
  await context.route('**/graphql', async (route) => {
    if (!/"operationName":"StorefrontProducts"/.test(route.request().postData() ?? '')) {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { products?: PhotoAnswer[] } };
    for (const product of body.data?.products ?? []) {
      if (!product.photo) continue;
      product.photo = {
        ...product.photo,
        width: 4032,
        height: 3024,
        variants: [
          { __typename: 'PhotoVariant', url: asUploaded.url(product.key), format: 'jpeg', width: 4032 },
        ],
      };
    }
    await route.fulfill({ response, json: body });
  });
}

/**
 * One throttled browser profile (a context) on one web server: `visit()` loads /carta in it; the
 * first visit is cold, the next ones find its HTTP cache.
 */
async function phoneProfile(
  browser: Browser,
  webUrl: string,
  token: string,
  { asUploaded, pageSession }: { asUploaded?: AsUploaded | undefined; pageSession: boolean },
) {
  // The originals come from a file server the page's CSP does not name (img-src): both profiles
  // set the CSP aside, so they still differ only in the photos.
  const context = await browser.newContext({ baseURL: webUrl, locale: 'es-UY', bypassCSP: true });
  // Megabytes of photos at 1.6 Mbps take minutes.
  context.setDefaultTimeout(600_000);
  if (asUploaded) await photosAsUploaded(context, asUploaded);
  await context.addInitScript((value) => localStorage.setItem('auth_token', value), token);
  // What signing in leaves besides localStorage: the session the page server draws the carta with.
  if (pageSession)
    await context.addCookies([
      { name: PAGE_SESSION_COOKIE, value: token, url: webUrl, httpOnly: true, sameSite: 'Strict' },
    ]);
  await context.addInitScript(watchForCatalogue);
  return {
    async visit(): Promise<Visit> {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const seen = new Map<string, RequestSeen & { wallStart: number; wallEnd: number }>();
      let navigationStart: number | undefined;
      cdp.on('Network.requestWillBeSent', (event) => {
        if (navigationStart === undefined && event.type === 'Document') navigationStart = event.timestamp;
        const operation = /"operationName":"(\w+)"/.exec(event.request.postData ?? '')?.[1];
        seen.set(event.requestId, {
          url: event.request.url,
          type: event.type ?? 'Other',
          startMs: 0,
          endMs: 0,
          wallStart: event.timestamp,
          wallEnd: event.timestamp,
          ...(operation ? { operation } : {}),
          wireBytes: 0,
          encoding: 'identity',
          fromCache: false,
        });
      });
      cdp.on('Network.responseReceived', (event) => {
        const request = seen.get(event.requestId);
        if (!request) return;
        const headers = Object.fromEntries(
          Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
        );
        request.encoding = headers['content-encoding'] ?? 'identity';
        request.fromCache = Boolean(event.response.fromDiskCache || event.response.fromServiceWorker);
      });
      cdp.on('Network.requestServedFromCache', (event) => {
        const request = seen.get(event.requestId);
        if (request) request.fromCache = true;
      });
      cdp.on('Network.loadingFinished', (event) => {
        const request = seen.get(event.requestId);
        if (!request) return;
        request.wireBytes = request.fromCache ? 0 : event.encodedDataLength;
        request.wallEnd = event.timestamp;
      });
      await page.goto('/carta');
      await page.getByText(CATALOGUE_TEXT).first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const { lcpMs, lcpElement, usableMs } = await page.evaluate(
        () =>
          new Promise<{ lcpMs: number; lcpElement: string; usableMs: number }>((done) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as
                | (PerformanceEntry & { url?: string; element?: Element | null })
                | undefined;
              done({
                lcpMs: last?.startTime ?? Number.NaN,
                lcpElement: last?.url || `${last?.element?.tagName ?? '?'}.${last?.element?.className ?? ''}`,
                usableMs: Number(Reflect.get(window, '__catalogueAt') ?? Number.NaN),
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      await cdp.detach();
      await page.close();
      const start = navigationStart ?? 0;
      const requests = [...seen.values()].map(({ wallStart, wallEnd, ...request }) => ({
        ...request,
        startMs: (wallStart - start) * 1000,
        endMs: (wallEnd - start) * 1000,
      }));
      const imageBytesBeforeLcp = requests
        .filter((r) => r.type === 'Image' && r.endMs <= lcpMs)
        .reduce((sum, r) => sum + r.wireBytes, 0);
      return { lcpMs, imageBytesBeforeLcp, lcpElement, usableMs, requests };
    },
    close: () => context.close(),
  };
}

export interface PhoneFigures {
  cold: Visit[];
  repeat: Visit[];
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Requests the page made before the catalogue was there (the ones that could delay it). */
export const beforeUsable = (visit: Visit) => visit.requests.filter((r) => r.startMs < visit.usableMs);
/** Bytes the network carried for the whole visit, and for its JavaScript. */
export const wireBytes = (visit: Visit, type?: string) =>
  visit.requests
    .filter((r) => type === undefined || r.type === type)
    .reduce((sum, r) => sum + r.wireBytes, 0);

function featuresFrom(variable: string, fallback: readonly FirstViewFeature[]): FirstViewFeature[] {
  const value = process.env[variable];
  return value === undefined ? [...fallback] : firstViewFromEnv({ WEB_FIRST_VIEW: value });
}

export async function measurePhoneNetwork(options: {
  ours: readonly FirstViewFeature[];
  reference: readonly FirstViewFeature[];
  runs: number;
}): Promise<{ ours: PhoneFigures; reference: PhoneFigures }> {
  await buildWeb({ force: false, log: () => {} });
  const referencePort = await freePort();
  const referenceUrl = `http://localhost:${referencePort}`;
  const stack = await startStack({ firstView: options.ours, moreWebOrigins: [referenceUrl] });
  const asUploaded = await serveAsUploaded(await uploadCameraPhotos(stack.gatewayUrl));
  const referenceServer = await startWebServer({
    port: referencePort,
    host: '127.0.0.1',
    gatewayUrl: stack.gatewayUrl,
    firstView: options.reference,
  });
  const launch = await resolveChromium();
  const browser = await chromium.launch({
    executablePath: launch.executablePath,
    args: launch.args,
    headless: true,
  });
  try {
    const token = await memberToken(stack.gatewayUrl);
    const figures = { ours: { cold: [], repeat: [] }, reference: { cold: [], repeat: [] } } as {
      ours: PhoneFigures;
      reference: PhoneFigures;
    };
    for (let run = 0; run < options.runs; run++) {
      for (const [name, url] of [
        ['reference', referenceUrl],
        ['ours', stack.webUrl],
      ] as const) {
        const profile = await phoneProfile(
          browser,
          url,
          token,
          name === 'reference'
            ? { asUploaded, pageSession: options.reference.includes('server-render') }
            : { pageSession: options.ours.includes('server-render') },
        );
        figures[name].cold.push(await profile.visit());
        figures[name].repeat.push(await profile.visit());
        await profile.close();
      }
    }
    return figures;
  } finally {
    await browser.close();
    await asUploaded.close();
    await referenceServer.close();
    await stack.stop();
  }
}

const ms = (value: number) => `${fmt(value)} ms`;
const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
const ratio = (ours: number, reference: number) =>
  reference > 0 && Number.isFinite(ours) ? `${Math.round((ours / reference) * 100)}% of reference` : 'n/a';

export async function phoneNetworkRows(): Promise<Row[]> {
  const ours = featuresFrom('BENCH_PHONE_FEATURES', firstViewFeatures);
  // The page as it was before the server drew the carta (decision 060): drawn there, the reference's
  // carta would show the gateway's variants the server fetched, not the photos as uploaded.
  const reference = featuresFrom(
    'BENCH_PHONE_REFERENCE',
    firstViewFeatures.filter((feature) => feature !== 'server-render'),
  );
  const runs = Number(process.env.BENCH_PHONE_RUNS ?? 3);
  const figures = await measurePhoneNetwork({ ours, reference, runs });
  const describe = (features: readonly FirstViewFeature[]) =>
    features.length === firstViewFeatures.length ? 'all' : features.length === 0 ? 'off' : features.join('+');
  const referenceName = `photos as uploaded, WEB_FIRST_VIEW=${describe(reference)}`;
  console.log(`  ours: WEB_FIRST_VIEW=${describe(ours)}; reference: ${referenceName}; median of ${runs}`);
  const [oursCold, refCold] = [figures.ours.cold, figures.reference.cold];
  const [oursRepeat, refRepeat] = [figures.ours.repeat, figures.reference.repeat];
  const m = (visits: Visit[], figure: (visit: Visit) => number) => median(visits.map(figure));
  for (const [name, visits] of [
    ['ours, cold', oursCold],
    ['reference, cold', refCold],
    ['ours, repeat', oursRepeat],
    ['reference, repeat', refRepeat],
  ] as const) {
    console.log(
      `  ${name}: LCP ${visits.map((v) => fmt(v.lcpMs)).join(' / ')} ms, app's carta ${visits.map((v) => fmt(v.usableMs)).join(' / ')} ms`,
    );
  }
  const sample = oursCold[0];
  console.log(`  largest paint: ours ${sample?.lcpElement}, reference ${refCold[0]?.lcpElement}`);
  if (sample) {
    console.log(
      "  ours, cold, requests before the app's carta (start-end ms since navigation, bytes on the wire):",
    );
    for (const r of beforeUsable(sample).sort((a, b) => a.startMs - b.startMs)) {
      const when = `${fmt(r.startMs).padStart(6)}-${fmt(r.endMs).padEnd(6)}`;
      console.log(
        `    ${when} ${String(r.wireBytes).padStart(7)}  ${r.encoding.padEnd(8)} ${r.url} ${r.operation ?? ''}`,
      );
    }
  }
  const coldLcp = m(oursCold, (v) => v.lcpMs);
  const refColdLcp = m(refCold, (v) => v.lcpMs);
  const repeatLcp = m(oursRepeat, (v) => v.lcpMs);
  const refRepeatLcp = m(refRepeat, (v) => v.lcpMs);
  const requests = m(oursCold, (v) => beforeUsable(v).length);
  const refRequests = m(refCold, (v) => beforeUsable(v).length);
  const bytes = m(oursCold, (v) => wireBytes(v));
  const refBytes = m(refCold, (v) => wireBytes(v));
  const js = m(oursCold, (v) => wireBytes(v, 'Script'));
  const refJs = m(refCold, (v) => wireBytes(v, 'Script'));
  const images = m(oursCold, (v) => v.imageBytesBeforeLcp);
  const refImages = m(refCold, (v) => v.imageBytesBeforeLcp);
  const repeatBytes = m(oursRepeat, (v) => wireBytes(v));
  const refRepeatBytes = m(refRepeat, (v) => wireBytes(v));
  return [
    {
      measure: 'LCP of /carta, cold, Slow 4G + 4× CPU',
      ours: `${ms(coldLcp)} (app's carta ${ms(m(oursCold, (v) => v.usableMs))})`,
      reference: `${referenceName}: ${ms(refColdLcp)} (app's carta ${ms(m(refCold, (v) => v.usableMs))})`,
      ratio: ratio(coldLcp, refColdLcp),
      target: `≤ ${fmt(PHONE_COLD_LCP_GOAL_MS)} ms`,
      met: coldLcp <= PHONE_COLD_LCP_GOAL_MS,
    },
    {
      measure: 'LCP of /carta, repeat visit, Slow 4G + 4× CPU',
      ours: `${ms(repeatLcp)} (app's carta ${ms(m(oursRepeat, (v) => v.usableMs))})`,
      reference: `${referenceName}: ${ms(refRepeatLcp)}`,
      ratio: ratio(repeatLcp, refRepeatLcp),
      target: `≤ ${fmt(PHONE_REPEAT_LCP_GOAL_MS)} ms`,
      met: repeatLcp <= PHONE_REPEAT_LCP_GOAL_MS,
    },
    {
      measure: "requests before the app's carta shows, cold",
      ours: `${fmt(requests)}`,
      reference: `${referenceName}: ${fmt(refRequests)}`,
      ratio: ratio(requests, refRequests),
      target: '',
      met: undefined,
    },
    {
      measure: 'bytes over the wire, cold /carta (all / JS)',
      ours: `${kb(bytes)} / ${kb(js)}`,
      reference: `${referenceName}: ${kb(refBytes)} / ${kb(refJs)}`,
      ratio: ratio(bytes, refBytes),
      target: '',
      met: undefined,
    },
    {
      measure: 'image bytes before the largest paint, cold /carta',
      ours: kb(images),
      reference: `${referenceName}: ${kb(refImages)}`,
      ratio: ratio(images, refImages),
      target: '',
      met: undefined,
    },
    {
      measure: 'bytes over the wire, repeat visit',
      ours: kb(repeatBytes),
      reference: `${referenceName}: ${kb(refRepeatBytes)}`,
      ratio: ratio(repeatBytes, refRepeatBytes),
      target: '',
      met: undefined,
    },
  ];
}
