import { defineConfig } from 'vitest/config';

/** One config, four projects; scripts/test.mjs runs them (the API one twice: PGlite, then PostgreSQL). */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          pool: 'forks',
          // Browser assertions wait for the state they name (expect.poll), as Playwright's own do; 10 s
          // covers a busy machine without hiding a page that never gets there.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
