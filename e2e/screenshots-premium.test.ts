/**
 * Screenshot tests of the premium half's listings (issue 30) at 1280 and 375 px: /tours, /staycations (with a search's
 * results), /expeditions and /offers, with their generated pictures, compared with the baselines in
 * e2e/__screenshots__/ named `premium-*`. After an intended visual change, regenerate them:
 *
 *   npm run build -w @portal/web && UPDATE_SCREENSHOTS=1 npx vitest run --project e2e e2e/screenshots-premium.test.ts
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousA11yViolations, usePortal, visit } from './harness.ts';
import { expectScreenshot } from './screenshot.ts';
import { describeAtViewports } from './screenshot-harness.ts';

const portal = usePortal();

/** Every picture in view has loaded (a lazy one below the fold is left alone): the shot never catches a placeholder. */
async function picturesLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('picture img')].every((img) => {
      const box = img.getBoundingClientRect();
      const inView = box.top < window.innerHeight && box.bottom > 0;
      return !inView || ((img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
    }),
  );
}

describeAtViewports(portal, 'premium listings at $label px', ({ label }, tracked) => {
  it('tours: collections and more than four Mumbai tours, each with its picture and saving', async () => {
    const { page } = tracked;
    await visit(page, '/tours');
    await page.getByRole('link', { name: 'Colaba and Fort Heritage Walk' }).waitFor();
    expect(
      await page.getByRole('heading', { name: 'Tours in Mumbai' }).locator('xpath=following-sibling::ul[1]/li').count(),
    ).toBeGreaterThan(4);
    await expect(
      page
        .getByText(/Members save/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await picturesLoaded(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `premium-tours-${label}`);
  });

  it('staycations: a collection opens its search, the results heading takes focus, prices a night and the saving', async () => {
    const { page } = tracked;
    // The collection searches two weeks after the coming weekend, and the sandbox blacks out every hotel over the
    // festive week (24 Dec - 1 Jan): run in December, the page's clock starts on 3 January, so the same hotels show
    // whatever the calendar says.
    const today = new Date();
    if (today.getUTCMonth() === 11 || (today.getUTCMonth() === 0 && today.getUTCDate() <= 2)) {
      await page.clock.setFixedTime(new Date(Date.UTC(today.getUTCFullYear() + (today.getUTCMonth() === 11 ? 1 : 0), 0, 3, 6)));
    }
    await visit(page, '/staycations');
    await page.getByRole('link', { name: /Palaces of Rajasthan/ }).click();
    await page.getByRole('link', { name: 'Lakeview Haveli' }).waitFor();
    await page.getByText('a night').first().waitFor();
    // Each hotel's best rate (its saving against the public price, its cancellation) comes after the list.
    await page
      .getByText(/^Members save /)
      .first()
      .waitFor();
    await picturesLoaded(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `premium-staycations-${label}`);
  });

  it('expeditions: every journey with its picture', async () => {
    const { page } = tracked;
    await visit(page, '/expeditions');
    await page.getByRole('link', { name: 'Snow Leopards of Ladakh' }).waitFor();
    await picturesLoaded(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `premium-expeditions-${label}`);
  });

  it('offers: pictures, merchant logos and expiry dates', async () => {
    const { page } = tracked;
    await visit(page, '/offers');
    await page
      .getByText(/Valid until/)
      .first()
      .waitFor();
    await picturesLoaded(page);
    expect(await page.getByText(/demo/i).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `premium-offers-${label}`);
  });
});
