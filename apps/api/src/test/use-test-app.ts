import { afterAll, beforeAll } from 'vitest';
import type { testConfig } from '../config.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type Overrides = Parameters<typeof testConfig>[0];

/**
 * A test file's app: built before its tests, on a fresh database, and closed after them. What it returns
 * stands for that app, so a file declares it once at the top instead of its own beforeAll and afterAll.
 * Overrides known only once an earlier hook has run (a local server's port) are given as a function.
 */
export function useTestApp(overrides: Overrides | (() => Overrides) = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(typeof overrides === 'function' ? overrides() : overrides);
  });
  afterAll(() => built?.close());
  const current = () => {
    if (!built) throw new Error('The test app is built in beforeAll: use it inside a test or a hook.');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    call: (options) => current().call(options),
    signInAs: (mobile, options) => current().signInAs(mobile, options),
    close: () => current().close(),
  };
}
