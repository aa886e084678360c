import { describe, expect, it } from 'vitest';
import { firstVisitPages } from '../apps/web/build/route-preloads.ts';
import { openPage, usePortal } from './harness.ts';

const portal = usePortal();

/** Every script and stylesheet a page's HTML names: its entry, its preloads, its styles. */
const namedIn = (html: string) =>
  new Set([...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!));

/**
 * The scripts and stylesheets a visit to `path` starts fetching before its first heading is drawn, from the page's
 * own clock (the resource timings against the moment an h1 is added), so a chunk asked for just after the first
 * render is never counted in.
 */
async function fetchedBeforeFirstRender(path: string) {
  const { page, context } = await openPage(portal.browser, portal.server.url, { width: 375, height: 800 });
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('h1')) return;
      (window as unknown as { firstHeadingAt: number }).firstHeadingAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  const fetched = await page.evaluate(() => {
    const drawnAt = (window as unknown as { firstHeadingAt: number }).firstHeadingAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < drawnAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => /^\/assets\/.+\.(js|css)$/.test(pathname));
  });
  await context.close();
  return fetched;
}

describe('no request chains on the critical path (issue 31)', () => {
  it("names in each first page's HTML every script and stylesheet the page loads before its first render", async () => {
    const chains: Record<string, string[]> = {};
    for (const path of firstVisitPages) {
      const named = namedIn(await (await fetch(`${portal.server.url}${path}`)).text());
      const fetched = await fetchedBeforeFirstRender(path);
      expect(fetched.length, path).toBeGreaterThan(0);
      // A file the HTML does not name is found only once another has run: a link of a chain.
      const late = fetched.filter((file) => !named.has(file));
      if (late.length > 0) chains[path] = late;
    }
    expect(chains).toEqual({});
  });
});
