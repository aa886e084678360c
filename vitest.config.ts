import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// API files at once. Vitest's default (cores - 1) leaves a 2-core machine one worker; these files spend much of
// their time waiting on a database or a server process, so one per core, and never fewer than two. The unit
// projects keep the default: their files are short and CPU-bound, and jsdom's waits are the tightest.
const apiWorkers = Math.max(2, os.availableParallelism());

/** One config, five projects; scripts/test.mjs runs them (the API one twice: PGlite, then PostgreSQL). */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      // Issue 28: `npm run new:kind` scaffolds throw-away kinds into a copy of the repository and typechecks it (slow).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      // The web app's plain units (no DOM).
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      // The web app's components, rendered in jsdom with Testing Library (apps/web/src/test/ has the helpers).
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          unstubGlobals: true,
          // Far beyond a find's 10 s wait (test/setup.ts), so a slow find fails on its own message.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // Makes the migrated (and the seeded) database once per run; each file's database starts as a copy.
          globalSetup: ['apps/api/src/test/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: apiWorkers,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Backstops, not measures: a page that never gets there fails sooner, on its own wait (expect.poll's 10 s,
          // Playwright's 30 s). Under load (two files beside other work) a 40 s test took 85 s, and servers more than
          // 180 s to start (harness.ts), so each limit is far beyond the slowest time seen (decision 013).
          testTimeout: 180_000,
          hookTimeout: 400_000,
          // Two files at once: each has its own server, port, data and Chromium, and waits for states, never for
          // time; what shows only for a moment is waited for before the slow accessibility pass (visit's `shown`).
          // E2E_WORKERS raises it to hunt races (decision 013).
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          pool: 'forks',
          // Browser assertions wait for the state they name (expect.poll), as Playwright's own do; 10 s
          // covers a busy machine without hiding a page that never gets there.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
