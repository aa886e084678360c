import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@portal/contract';
import { openPage, stableBox, usePortal, visit } from './harness.ts';

const portal = usePortal();

const phone = { width: 375, height: 800 };

/** The hero picture: an AVIF source first, a box reserved by width and height, and loaded. */
async function heroPicture(page: Page) {
  return page
    .locator('main section')
    .first()
    .locator('picture img')
    .evaluate((img: HTMLImageElement) => ({
      avif: img.parentElement?.querySelector('source')?.getAttribute('type'),
      srcset: img.parentElement?.querySelector('source')?.getAttribute('srcset'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loaded: img.complete && img.naturalWidth > 0,
      current: img.currentSrc,
      alt: img.alt,
    }));
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the theme', () => {
  it('shows the home page in the theme typeface, with the drawn logo, its picture preloaded and the footer badges', async () => {
    const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Plus Jakarta Sans"'))).toBe(true);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Plus Jakarta Sans/);
    const logo = page.getByRole('link', { name: 'Privileges home' }).locator('img');
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src.endsWith('/logo.svg')))
      .toBe(true);
    const picture = await heroPicture(page);
    expect(picture).toMatchObject({ avif: 'image/avif', width: '1200', height: '600', loaded: true });
    expect(picture.current).toMatch(/\/images\/home-\d+\.avif$/);
    // The page asked for that same file before the app drew it (the preload), and only once.
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((n) => n.includes('/images/home-')),
    );
    expect(fetched).toEqual([picture.current]);
    const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel=preload]')].map((l) => l.getAttribute('as')));
    expect(preloads).toEqual(expect.arrayContaining(['font', 'image']));
    for (const name of ['Powered by Benefits Platform', 'PCI DSS compliant']) {
      await expect
        .poll(() => page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expect
      .poll(() => page.getByRole('contentinfo').innerText())
      .toContain(`© 2020-${String(new Date().getFullYear()).slice(-2)} Example Bank`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  for (const [path, heading, scene] of [
    ['/golf', messages.golfHero, 'golf'],
    ['/airport-concierge-service', 'Airport Concierge Service', 'airport-concierge'],
    ['/airport-transfers', messages.transfersBanner, 'airport-transfers'],
    ['/turf', 'Book a sports turf', 'turf'],
    ['/t20', 'T20 match-day tickets', 't20'],
  ] as const) {
    it(`lays out ${path} from the one service template on a phone: hero with its picture, highlights, how it works`, async () => {
      const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url, phone);
      await visit(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const picture = await heroPicture(page);
      expect(picture).toMatchObject({ avif: 'image/avif', width: '1200', height: '600', loaded: true });
      expect(picture.current).toMatch(new RegExp(`/images/${scene}-\\d+\\.avif$`));
      expect(picture.alt).toMatch(/^Illustration: /);
      await expect.poll(() => page.getByRole('heading', { level: 2, name: 'How it works' }).isVisible()).toBe(true);
      await expect.poll(() => page.locator('main ol li').count()).toBeGreaterThanOrEqual(4);
      await expect.poll(() => noSidewaysScroll(page)).toBe(true);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('keeps a Book button at the bottom of a phone once the hero has scrolled away, and never over the footer', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url, phone);
    await visit(page, '/golf');
    const bookGame = page.getByRole('button', { name: 'Book a game' });
    await expect.poll(() => bookGame.isVisible()).toBe(false);
    await page.getByRole('heading', { name: 'Golf courses' }).scrollIntoViewIfNeeded();
    // Boxes once the bar has stopped moving (it slides in, and out of the footer's way).
    const box = await stableBox(bookGame);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const footer = await stableBox(page.getByRole('contentinfo'));
    const bar = await stableBox(bookGame);
    expect(bar.y + bar.height).toBeLessThanOrEqual(footer.y);
    await context.close();
  });

  it('hides the Book bar on a wide screen, where the hero keeps the buttons', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/airport-transfers');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole('button', { name: 'Book now' }).count()).toBe(0);
    await context.close();
  });

  it('narrows each eligible list with its search box', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/golf');
    await page.getByText('DLF Golf & Country Club').waitFor();
    await page.getByLabel('Search courses').fill('dlf');
    await expect.poll(() => page.locator('#golf-courses h3').allTextContents()).toEqual(['Gurgaon']);
    await page.getByLabel('Search courses').fill('');
    await expect.poll(() => page.locator('#golf-courses h3').count()).toBe(11);

    await visit(page, '/airport-concierge-service');
    const airports = page.getByRole('region', { name: 'Eligible airports' });
    await airports.getByText('Mumbai', { exact: true }).waitFor();
    await page.getByLabel('Search airports').fill('Indira Gandhi');
    await expect.poll(() => airports.getByText('Mumbai', { exact: true }).count()).toBe(0);
    await expect
      .poll(() =>
        airports
          .getByText(/Indira Gandhi International Airport/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.getByLabel('Search airports').fill('nowhere at all');
    await expect.poll(() => airports.getByText('No airport matches “nowhere at all”.').isVisible()).toBe(true);

    await visit(page, '/airport-transfers');
    const transferAirports = page.getByRole('region', { name: 'Eligible airports' });
    await transferAirports.locator('li').first().waitFor();
    const all = await transferAirports.locator('li').count();
    await page.getByLabel('Search airports').fill('Pune');
    await expect.poll(() => transferAirports.locator('li').count()).toBeLessThan(all);
    await expect.poll(() => transferAirports.getByText('Pune').first().isVisible()).toBe(true);
    await context.close();
  });
});
