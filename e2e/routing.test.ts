import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { openPage, usePortal, visit } from './harness.ts';

const portal = usePortal();

describe('in-page navigation', () => {
  it('starts a new page at the top, and Back returns to where the last one was scrolled', async () => {
    const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url, { width: 375, height: 600 });
    await visit(page, '/info/terms-and-conditions');
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
    // A script click, so the browser does not first scroll the footer link into view.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Privacy Policy' })
      .evaluate((link) => (link as HTMLElement).click());
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/info/privacy-policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a link to #id scrolls to it, and a link to the page you are on adds no history entry', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url, { width: 375, height: 600 });
    await visit(page, '/golf');
    await page.getByRole('link', { name: /See the golf courses/ }).click();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('golf-courses')!.getBoundingClientRect().top)))
      .toBeLessThan(150);
    const length = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.getByRole('heading', { level: 2, name: 'Our services' }).waitFor();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect.poll(() => page.evaluate(() => history.length)).toBe(length + 1);
    await context.close();
  });

  it('shows the error page (with a way home) when a page cannot load, and the next navigation recovers', async () => {
    const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    await page.route(/\/assets\/info-page-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect.poll(() => page.getByRole('alert').getByRole('heading', { name: messages.somethingWentWrong }).isVisible()).toBe(true);
    expect(consoleErrors.length).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.getByRole('heading', { level: 2, name: 'Our services' }).waitFor();
    await context.close();
  });
});
