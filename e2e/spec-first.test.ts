import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@portal/contract';
import { openPage, usePortal, visit } from './harness.ts';
import { enterCard, signInDialog } from './sign-in.ts';

const portal = usePortal();

/**
 * How often the header's sticky look switched while the page was left alone at `y`: every change of data-sticky is
 * counted by a MutationObserver until the scroll position has been still for `stillFrames` animation frames in a row
 * after the first `minFrames` (a flickering header never lets it be still: each switch moves the page).
 */
function stickySwitchesAt(page: Page, y: number) {
  return page.evaluate(
    (target) =>
      new Promise<{ switches: number; heights: number[] }>((resolve) => {
        const header = document.querySelector('header')!;
        const heights = new Set<number>([header.getBoundingClientRect().height]);
        let switches = 0;
        const observer = new MutationObserver(() => {
          switches += 1;
          heights.add(header.getBoundingClientRect().height);
        });
        observer.observe(header, { attributes: true, attributeFilter: ['data-sticky'] });
        window.scrollTo(0, target);
        let frames = 0;
        let still = 0;
        let last = window.scrollY;
        const frame = () => {
          frames += 1;
          heights.add(header.getBoundingClientRect().height);
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          // 120 frames (about 2 s) at least, then until the page has not moved for 30 frames, or 600 frames at most.
          if ((frames >= 120 && still >= 30) || frames >= 600) {
            observer.disconnect();
            resolve({ switches, heights: [...heights] });
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    y,
  );
}

/** The spec-first items hold on a phone as on a laptop (issue 30: every item at 1280 and 375 px). */
const viewports = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

for (const viewport of viewports) {
  describe(`spec first (issue 30) at ${viewport.width} px`, () => {
    for (const path of ['/', '/golf']) {
      it(`keeps the header's sticky look steady when ${path} is left at 84 px (one switch, one height)`, async () => {
        const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url, viewport);
        await visit(page, path);
        const before = await page.locator('header').evaluate((header) => header.getBoundingClientRect().height);
        const { switches, heights } = await stickySwitchesAt(page, 84);
        expect(switches).toBe(1);
        expect(heights).toEqual([before]);
        await expect.poll(() => page.locator('header').getAttribute('data-sticky')).toBe('true');
        expect(await page.evaluate(() => window.scrollY)).toBe(84);
        expect(consoleErrors).toEqual([]);
        await context.close();
      });
    }

    it("writes toasts in the brand typeface, not the toast library's system font", async () => {
      const { page, context } = await openPage(portal.browser, portal.server.url, viewport);
      const toast = page.locator('[data-sonner-toast]', { hasText: messages.golfEnquirySubmitted });
      // Read while it shows (5 s): the page's accessibility pass can outlast it on a busy machine.
      await page.goto('/golf?code=1');
      const [toastFont, bodyFont] = await toast.evaluate((element) => [
        getComputedStyle(element).fontFamily,
        getComputedStyle(document.body).fontFamily,
      ]);
      expect(toastFont).toBe(bodyFont);
      expect(toastFont).toMatch(/^"?Plus Jakarta Sans/);
      await context.close();
    });

    it('takes the first click on "Change card" while the empty mobile field shows its error (the dialog does not move)', async () => {
      const { page, context } = await openPage(portal.browser, portal.server.url, viewport);
      await visit(page, '/');
      await enterCard(page, '41000001');
      const dialog = signInDialog(page);
      // The mobile field has the focus; the click's press takes it away, which shows 'Mobile Number is required.'.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('mobile');
      await dialog.getByRole('button', { name: 'Change card' }).click();
      await expect.poll(() => dialog.getByLabel('Digits 1 to 4').isVisible()).toBe(true);
      await context.close();
    });

    it('takes the first tick of the terms box while the empty name field shows its error (the dialog does not move)', async () => {
      const { page, context } = await openPage(portal.browser, portal.server.url, viewport);
      await visit(page, '/');
      await enterCard(page, '41000001');
      const dialog = signInDialog(page);
      await dialog.getByLabel('Mobile number (+91)').fill('9400000301');
      const name = dialog.getByLabel('Name', { exact: true });
      await name.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
      const terms = dialog.getByLabel(/I accept the/);
      await terms.click();
      await expect.poll(() => terms.isChecked()).toBe(true);
      await context.close();
    });
  });
}
