/** The web-components project's setup (vitest.config.ts): jest-dom's matchers, and a clean page after each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { takeActiveDoubles } from './fetch-double';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  // A request no route expected fails the test that made it (the app may have swallowed the error).
  const unexpected = takeActiveDoubles().flatMap((double) => double.unexpected);
  expect(unexpected, 'requests the fetch double did not expect').toEqual([]);
});
