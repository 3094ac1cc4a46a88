import { existsSync } from 'node:fs';

export interface ChromiumLaunch {
  executablePath: string;
  args: string[];
}

// Flags for a system Chromium on this kind of machine: without the background-networking ones it
// keeps trying to reach Google's hosts through a closed network.
const systemChromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const droppedSparticuzFlags = new Set([
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--single-process',
]);

/**
 * The browser for end-to-end tests: CHROMIUM_PATH if set, else Debian's /usr/bin/chromium if
 * installed, else the Chromium that @sparticuz/chromium ships inside its npm package (so
 * `npm test` needs no browser on the machine).
 */
export async function resolveChromium(): Promise<ChromiumLaunch> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return { executablePath: fromEnv, args: systemChromiumArgs };
  if (existsSync('/usr/bin/chromium'))
    return { executablePath: '/usr/bin/chromium', args: systemChromiumArgs };
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return {
    executablePath: await sparticuz.executablePath(),
    // Its Lambda-oriented flags turn off web security and isolation: drop them, so the tests see
    // the CORS and origin rules a member's browser applies.
    args: [
      ...sparticuz.args.filter((flag) => !droppedSparticuzFlags.has(flag)),
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
