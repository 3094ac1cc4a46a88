// A failed end-to-end test leaves its pages open (the test threw before closing them): print what
// each showed and keep a screenshot, so a failure seen once in CI can be read without rerunning it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterEach } from 'vitest';

const browsers = new Set<Browser>();
// `npm run test:repeat` gives each run its own folder, so a failing run's pages outlive the next run.
const reportDir = process.env.E2E_FAILURES_DIR ?? path.resolve(import.meta.dirname, '../../../e2e-failures');

const logs = new WeakMap<Page, string[]>();

/** Keeps the page's last console messages and failed requests, for the report of a failure. */
export function keepPageLog(page: Page): void {
  const log: string[] = [];
  logs.set(page, log);
  const add = (line: string) => {
    log.push(line);
    if (log.length > 30) log.shift();
  };
  page.on('console', (message) => add(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => add(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) =>
    add(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
}

/** Remembers a launched browser so a failure can report its open pages. */
export function watchForFailures(browser: Browser): Browser {
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  return browser;
}

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const slug = context.task.name.replaceAll(/[^\w-]+/g, '-').slice(0, 60);
  let index = 0;
  for (const browser of browsers) {
    for (const browserContext of browser.contexts()) {
      for (const page of browserContext.pages()) {
        index += 1;
        const shown = await page
          .evaluate(() => document.body?.innerText ?? '')
          .catch((error: Error) => `(no se pudo leer: ${error.message})`);
        const file = path.join(reportDir, `${slug}-${index}.png`);
        mkdirSync(reportDir, { recursive: true });
        const saved = await page
          .screenshot({ path: file, fullPage: true, timeout: 5_000 })
          .then(() => file)
          .catch((error: Error) => `(sin captura: ${error.message})`);
        const log = (logs.get(page) ?? []).join('\n').replaceAll(/^/gm, '    ');
        console.error(
          `[e2e falló] página ${index}: ${page.url()}\n  captura: ${saved}\n  texto:\n${shown.slice(0, 1_500).replaceAll(/^/gm, '    ')}\n  consola y pedidos fallidos:\n${log}`,
        );
      }
    }
  }
});
