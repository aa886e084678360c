/** The web-components project's setup (vitest.config.ts): jest-dom's matchers, and a clean page after each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { takeActiveDoubles } from './fetch-double';

// A find waits for its state, and ends as soon as it shows; Testing Library's 1 s default is the time a lazy chunk
// (the dialog's panel) took to transform on a busy machine, which failed the first dialog test of a file (issue 32).
const findTimeoutMs = 10_000;
configure({ asyncUtilTimeout: findTimeoutMs });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  // A request no route expected fails the test that made it (the app may have swallowed the error).
  const unexpected = takeActiveDoubles().flatMap((double) => double.unexpected);
  expect(unexpected, 'requests the fetch double did not expect').toEqual([]);
});
