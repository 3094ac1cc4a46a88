import type { TestProject } from 'vitest/node';
import { buildWeb } from '../../scripts/build-web.ts';
import { resolveChromium } from './support/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    chromium: { executablePath: string; args: string[] };
  }
}

// Once per run: build the web app if anything changed, and unpack the browser.
export default async function setup(project: TestProject) {
  await buildWeb({ force: false, log: () => {} });
  project.provide('chromium', await resolveChromium());
}
