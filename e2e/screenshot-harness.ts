/**
 * What the screenshot suites share: the two viewports they shoot at, and one page per viewport, opened before the
 * viewport's tests and closed after them, failing the suite if the page logged a console error.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, type TrackedPage, type usePortal } from './harness.ts';

export const viewports = [
  { label: '1280', size: { width: 1280, height: 900 } },
  { label: '375', size: { width: 375, height: 800 } },
] as const;
export type Viewport = (typeof viewports)[number];

/**
 * `describe.each(viewports)(title, …)` (`$label` in the title names the viewport) on `portal`: `suite` declares the
 * viewport's tests, which share its page (`shot.page`, opened in the viewport's beforeAll), in order.
 */
export function describeAtViewports(
  portal: ReturnType<typeof usePortal>,
  title: string,
  suite: (viewport: Viewport, shot: { readonly page: Page }) => void,
) {
  describe.each(viewports)(title, (viewport) => {
    let tracked: TrackedPage | undefined;
    beforeAll(async () => {
      tracked = await openPage(portal.browser, portal.server.url, viewport.size);
    });
    afterAll(async () => {
      expect(tracked?.consoleErrors).toEqual([]);
      await tracked?.context.close();
    });
    suite(viewport, {
      get page() {
        if (!tracked) throw new Error(`The ${viewport.label} px page opens before the viewport's tests.`);
        return tracked.page;
      },
    });
  });
}
