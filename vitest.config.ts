import { defineConfig } from 'vitest/config';

// One runner, five projects: `npm test` runs the first four, then e2e.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', environment: 'node', include: ['domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'db',
          environment: 'node',
          include: ['db/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['gateway/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}'],
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
