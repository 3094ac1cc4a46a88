import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, named tiers. `npm test` runs unit, web, int, security and chaos, then e2e.
//   unit      pure node tests (`*.test.ts`), no database
//   web       browser code under jsdom
//   int       tests that open a database (`*.int.test.ts`): PGlite, or DATABASE_URL's PostgreSQL
//   security  authorization matrix, fuzz, abuse limits, event log (prints its figures)
//   chaos     replicas and kill -9 under a fixed count of orders (prints its figures)
//   e2e       the built app in headless Chromium
const serverCode = ['domain/src', 'db/src', 'hosted/src', 'gateway/src', 'demo/src'];

// Tests that write to a database seal personal data: each test process gets a master key.
const MASTER_KEY_SETUP = 'gateway/test-support/master-key.setup.ts';

// graphql 16 has no "exports": Node loads its CommonJS main for Pothos and Yoga, while Vite would
// pick the "module" build for our own files, and a schema then meets a second graphql ("from
// another module or realm"). The checks walk the schema's types, so they get Node's copy too.
const oneGraphql = {
  alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
};

export default defineConfig({
  test: {
    // vitest leaves one core to itself by default: one test file at a time on a 2-core machine,
    // though its own process sleeps while the files run. On PGlite each file has its own database,
    // ports and folders, so files run side by side. On PostgreSQL the files' throwaway schemas share
    // one database, and so its advisory locks: the demo seed's one transaction (orders, then the
    // month close's lock) deadlocked with another file's order (the close's lock, then the
    // member's), which a club's own database never sees. There, one file at a time.
    maxWorkers: process.env.DATABASE_URL ? 1 : Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [...serverCode, 'scripts'].map((dir) => `${dir}/**/*.test.ts`),
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [
            'web-kit/src/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'mf-*/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['test-support/web-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'int',
          environment: 'node',
          include: [...serverCode, 'scripts'].map((dir) => `${dir}/**/*.int.test.ts`),
          setupFiles: [MASTER_KEY_SETUP],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: oneGraphql,
        test: {
          name: 'security',
          environment: 'node',
          include: ['checks/security/**/*.test.ts'],
          setupFiles: [MASTER_KEY_SETUP],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'chaos',
          environment: 'node',
          include: ['checks/chaos/**/*.test.ts'],
          setupFiles: [MASTER_KEY_SETUP],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/src/**/*.e2e.test.ts'],
          globalSetup: ['e2e/src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
