import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { openPage, usePortal, visit } from './harness.ts';

const portal = usePortal();

/** Holds back the browser's fetch of a lazily loaded chunk until `release()`, to act in the moment before it arrives. */
async function holdAsset(page: Page, chunk: RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The header menus, side menu and toasts load after first paint (issue 20); these check the moments before they have. */
describe('menus and toasts that load after first paint', () => {
  it('a header menu clicked before its code has arrived opens once it has', async () => {
    const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url);
    const release = await holdAsset(page, /\/assets\/header-menu-panel-[^/]+\.js$/);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Categories' }).click();
    release();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByRole('menuitem', { name: 'Airport Transfer' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Categories');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('works from the keyboard alone: Tab to a menu, Enter opens it, arrows move through it, Escape returns', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent ?? '')).startsWith('Categories')) break;
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu');
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Categories');
    await context.close();
  });

  it('the side menu opens from its first click at 375 px, even before its code has arrived', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url, { width: 375, height: 800 });
    const release = await holdAsset(page, /\/assets\/side-menu-panel-[^/]+\.js$/);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    release();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Golf', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    await context.close();
  });

  it('a toast raised as a page opens, before the toaster has loaded, is shown in the live region', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await page.goto('/airport-concierge-service?code=1');
    const region = page.getByRole('region', { name: /Notifications/ });
    await expect.poll(() => region.getByText(messages.airportEnquirySubmitted).isVisible()).toBe(true);
    await expect.poll(() => region.getAttribute('aria-live')).toBe('polite');
    await context.close();
  });
});
