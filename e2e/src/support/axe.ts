// axe-core, injected into the page under test and run there (docs/decisions/035-accessibility-gate.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every rule axe enables by default (WCAG 2.0, 2.1 and 2.2 A and AA, and its best practices), plus
 * WCAG 2.2's target size, which axe leaves off by default: a phone is half of what the gate checks.
 */
const options: RunOptions = {
  resultTypes: ['violations'],
  rules: { 'target-size': { enabled: true } },
};

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  /** Each failing element: its selector and axe's account of the failure. */
  nodes: string[];
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/** axe's violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy does not apply.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  const results = await page.evaluate((runOptions) => {
    if (!window.axe) throw new Error('axe-core is not in the page');
    return window.axe.run(document, runOptions);
  }, options);
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    nodes: violation.nodes.map(
      (node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').replaceAll(/\s+/g, ' ').trim()}`,
    ),
  }));
}

/** axe's violations at a phone's width (390 px) and a laptop's (1280 px), as lines to read in a failure. */
export async function axeAt(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const violation of await axeViolations(page)) {
      found.push(`@${width}px ${violation.rule}: ${violation.help}\n  ${violation.nodes.join('\n  ')}`);
    }
  }
  return found;
}
