import type { TestProject } from 'vitest/node';
import { buildWeb } from '../../scripts/build-web.ts';
import { ensureDemoImage } from '../../scripts/demo-image.ts';
import { ensureGatewayBundle } from '../../scripts/start-bundle.mjs';
import { resolveChromium } from './support/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    chromium: { executablePath: string; args: string[] };
  }
}

// Once per run: build the web app and prepare the demo club if anything changed, unpack the browser.
export default async function setup(project: TestProject) {
  await buildWeb({ force: false, log: () => {} });
  await ensureDemoImage();
  await ensureGatewayBundle();
  project.provide('chromium', await resolveChromium());
}
