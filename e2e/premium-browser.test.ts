import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { pickDate } from './date-field.ts';
import { animationsSettled, openPage, seriousA11yViolations, usePortal, visit } from './harness.ts';
import { stayDates } from './stay-dates.ts';
import { payByCardForm } from './payment.ts';
import { signInThroughUi } from './sign-in.ts';

// Issue 30, the premium half in a real browser at both widths: listing pictures, T20 fixtures that start a request,
// a hotel stay cancelled within its free cancellation, and staycation results brought into view.
const portal = usePortal();

const widths = [
  [1280, 900],
  [375, 812],
] as const;

interface PictureFact {
  src: string;
  sources: { type: string; srcset: string; sizes: string }[];
  loading: string;
  belowFold: boolean;
  box: string;
  ratio: number;
  placeholder: string;
  loaded: boolean;
}

/** Every listing picture on the page (a generated one under /images/listings/), as the browser lays it out. */
function listingPictures(page: Page): Promise<PictureFact[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('picture')]
      .map((picture) => ({ picture, img: picture.querySelector('img')! }))
      .filter(({ img }) => img.getAttribute('src')?.startsWith('/images/listings/'))
      .map(({ picture, img }) => {
        const r = img.getBoundingClientRect();
        return {
          src: img.getAttribute('src')!,
          sources: [...picture.querySelectorAll('source')].map((s) => ({ type: s.type, srcset: s.srcset, sizes: s.sizes })),
          loading: img.loading,
          belowFold: r.top + window.scrollY >= window.innerHeight,
          box: `${Math.round(r.x)},${Math.round(r.y + window.scrollY)},${Math.round(r.width)}x${Math.round(r.height)}`,
          ratio: r.height > 0 ? r.width / r.height : 0,
          placeholder: getComputedStyle(picture).backgroundColor,
          loaded: img.complete && img.naturalWidth > 0,
        };
      }),
  );
}

/**
 * Holds back every listing picture the page asks for until `check` lets them through. `check(where, arrive)` opens
 * what `arrive` opens, then checks the pictures as a person sees them before they load (a coloured 2:1 box in place)
 * and after (the same box: nothing jumps), that each is offered as AVIF and WebP at two widths for its rendered size,
 * that those below the fold are lazy, and that the browser fetched AVIF. A picture the browser already holds (shown
 * on an earlier page) loads at once: only the others count as waiting.
 */
async function holdListingPictures(page: Page) {
  const held: Route[] = [];
  const fetched: string[] = [];
  let holding = true;
  await page.route('**/images/listings/**', (route) => {
    fetched.push(new URL(route.request().url()).pathname);
    if (holding) held.push(route);
    else void route.continue();
  });
  // `arrive` opens pages with page.goto(…, { waitUntil: 'domcontentloaded' }), never 'load': the load event waits for
  // an eager picture, which is held here, so whether it came depended on the page rendering before or after load
  // (a CI run timed out on /expeditions once the first render came sooner).
  return async function check(where: string, arrive: () => Promise<void>) {
    holding = true;
    fetched.length = 0;
    await arrive();
    await expect.poll(async () => (await listingPictures(page)).length, { message: `${where}: no listing pictures` }).toBeGreaterThan(0);
    await animationsSettled(page);
    const before = await listingPictures(page);
    const problems: string[] = [];
    for (const picture of before) {
      const name = picture.src.replace('/images/listings/', '');
      if (picture.placeholder === 'rgba(0, 0, 0, 0)') problems.push(`${name}: no placeholder colour`);
      if (!picture.loaded && Math.abs(picture.ratio - 2) > 0.05) problems.push(`${name}: its box is ${picture.box} before it loads`);
      if (picture.sources.map((s) => s.type).join() !== 'image/avif,image/webp')
        problems.push(`${name}: sources ${JSON.stringify(picture.sources)}`);
      for (const source of picture.sources) {
        if (!/^\/images\/listings\/[a-z0-9-]+-400\.(avif|webp) 400w, \/images\/listings\/[a-z0-9-]+-800\.\1 800w$/.test(source.srcset))
          problems.push(`${name}: srcset ${source.srcset}`);
        if (!source.sizes) problems.push(`${name}: no sizes`);
      }
      if (picture.belowFold && picture.loading !== 'lazy') problems.push(`${name}: below the fold (${picture.box}) but ${picture.loading}`);
    }
    const notAvif = fetched.filter((path) => !path.endsWith('.avif'));
    if (notAvif.length) problems.push(`fetched other than AVIF: ${notAvif.join(', ')}`);

    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect
      .poll(async () => (await listingPictures(page)).filter((p) => !p.belowFold && !p.loaded).length, {
        message: `${where}: the pictures in view load`,
      })
      .toBe(0);
    const after = await listingPictures(page);
    before.forEach((picture, i) => {
      if (after[i]?.box !== picture.box) problems.push(`${picture.src}: moved from ${picture.box} to ${after[i]?.box} as it loaded`);
    });
    expect({ where, problems }).toEqual({ where, problems: [] });
  };
}

describe('listing pictures (issue 30): a placeholder colour, AVIF/WebP at sizes, lazy below the fold', () => {
  for (const [width, height] of widths) {
    it(`on tours, a tour, expeditions and offers, with merchant logos on offers (${width} px)`, async () => {
      const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url, { width, height });
      const checkListingPictures = await holdListingPictures(page);
      await checkListingPictures('/tours', async () => {
        await page.goto('/tours', { waitUntil: 'domcontentloaded' });
        await page.getByRole('heading', { level: 1, name: 'Tours and activities' }).waitFor();
      });
      await checkListingPictures('/tours/mum-heritage', async () => {
        await page.goto('/tours/mum-heritage', { waitUntil: 'domcontentloaded' });
        await page.getByRole('heading', { level: 1, name: 'Colaba and Fort Heritage Walk' }).waitFor();
      });
      await checkListingPictures('/expeditions', async () => {
        await page.goto('/expeditions', { waitUntil: 'domcontentloaded' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      });
      await checkListingPictures('/offers', async () => {
        await page.goto('/offers', { waitUntil: 'domcontentloaded' });
        await page.getByRole('heading', { level: 1, name: 'Offers' }).waitFor();
      });
      // Each offer shows its merchant's logo, loaded, beside the merchant's name.
      const offers = page.getByRole('main').getByRole('article');
      const logos = offers.locator('img[src^="/images/offers/"]');
      await expect.poll(() => logos.count()).toBe(await offers.count());
      await expect
        .poll(() => logos.evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((img) => !(img.complete && img.naturalWidth > 0)).length))
        .toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});

describe('T20 (issue 30): a fixture tapped starts the request', () => {
  for (const [width, height] of widths) {
    it(`tapping "Choose this match" opens the request with that match chosen (${width} px)`, async () => {
      const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url, { width, height });
      await visit(page, '/t20');
      await signInThroughUi(page, { bin: '41000001', mobile: width === 1280 ? '9811130011' : '9811130012', name: 'Ravi Menon' });
      const choices = page.getByRole('button', { name: /^Choose this match: / });
      await expect.poll(() => choices.count()).toBeGreaterThan(2);
      // Not the first match, which a form might choose by itself.
      const choice = choices.nth(2);
      const name = (await choice.getAttribute('aria-label'))!;
      await choice.click();
      const dialog = page.getByRole('dialog', { name: 'Send booking request' }).filter({ hasText: 'Request T20 tickets' });
      await dialog.waitFor();
      const match = dialog.getByLabel('Match');
      await expect
        .poll(() => match.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent))
        .toBe(name.replace(/^Choose this match: /, '').replace(/ IST, [^,]+$/, ''));
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});

describe('staycations (issue 30): results in view, room pictures, a stay cancelled within its free cancellation', () => {
  for (const [width, height] of widths) {
    it(`a search brings the results into view with focus, the hotel's pictures hold their place, and a free-cancellation stay is cancelled from /my-bookings with the refund shown first (${width} px)`, async () => {
      const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url, { width, height });
      const mobile = width === 1280 ? '9811130021' : '9811130022';
      const checkListingPictures = await holdListingPictures(page);
      await checkListingPictures('/staycations', async () => {
        await page.goto('/staycations', { waitUntil: 'domcontentloaded' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      });
      await signInThroughUi(page, { bin: '41000001', mobile, name: 'Asha Rao', email: `asha.${mobile}@example.in` });

      const destination = page.getByRole('combobox', { name: 'Destination' });
      await destination.pressSequentially('Goa');
      await page.getByRole('option', { name: /^Goa/ }).click();
      await expect.poll(() => destination.inputValue()).toBe('Goa');
      const { check_in: checkIn, check_out: checkOut } = stayDates();
      await pickDate(page, 'Check-in', checkIn);
      await pickDate(page, 'Check-out', checkOut);
      await page.getByLabel('Age of child 1').selectOption('8');
      await checkListingPictures('/staycations results', async () => {
        await page.getByRole('button', { name: 'Search stays' }).click();
        const results = page.getByRole('heading', { level: 2, name: 'Stays in Goa' });
        await results.waitFor();
        // Brought into view: focus inside the results, their heading on screen.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.closest('section')?.querySelector('h2')?.textContent))
          .toBe('Stays in Goa');
        await expect.poll(() => results.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
        await expect.poll(() => results.evaluate((h) => h.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
        await page.getByRole('link', { name: 'The Sands Retreat' }).waitFor();
      });
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The hotel and its rooms: the pictures keep their place too.
      await checkListingPictures('the hotel page', async () => {
        await page.getByRole('link', { name: 'The Sands Retreat' }).click();
        await page.getByRole('heading', { level: 1, name: 'The Sands Retreat' }).waitFor();
        await page
          .getByRole('button', { name: /^Reserve / })
          .first()
          .waitFor();
      });
      // The stay beside the details with its lowest price a night; the rooms under them across the page, each room's
      // rates beside its picture from tablet width, under it on a phone (issue 30: six cards down a narrow column).
      await expect
        .poll(() =>
          page
            .getByRole('region', { name: 'Your stay' })
            .getByText(/^From Rs\.[\d,]+ a night$/)
            .isVisible(),
        )
        .toBe(true);
      const roomLayout = await page
        .getByRole('list', { name: /: rates$/ })
        .first()
        .evaluate((rates) => {
          const room = rates.closest('li')!.getBoundingClientRect();
          const picture = rates.closest('li')!.querySelector('picture')!.getBoundingClientRect();
          const list = rates.getBoundingClientRect();
          const main = document.querySelector('main')!.getBoundingClientRect();
          return {
            ratesBesidePicture: list.left >= picture.right - 1,
            ratesUnderPicture: list.top >= picture.bottom - 1,
            roomAcrossPage: room.width >= main.width * 0.8,
          };
        });
      expect(roomLayout).toEqual({ ratesBesidePicture: width === 1280, ratesUnderPicture: width !== 1280, roomAcrossPage: true });
      // A rate, not the room around it (its rates are a list inside the room's item).
      const freeRate = page
        .getByRole('listitem')
        .filter({ hasText: /Free cancellation until / })
        .filter({ hasNot: page.getByRole('listitem') });
      await freeRate
        .getByRole('button', { name: /^Reserve / })
        .first()
        .click();
      const lock = page.getByRole('region', { name: /^Reserved:/ });
      await lock.getByRole('button', { name: 'Add to cart and check out' }).click();

      await page.waitForURL('**/cart');
      await page.getByRole('button', { name: 'Check out' }).click();
      await page.waitForURL('**/cart/checkout/*');
      await payByCardForm(page);
      await page.waitForURL('**/cart/checkout/*?outcome=success');
      await page.getByRole('heading', { level: 1, name: 'Your bookings' }).waitFor();

      await visit(page, '/my-bookings');
      const stay = page.getByRole('article', { name: 'The Sands Retreat' });
      await expect.poll(() => stay.getByTestId('booking-status').textContent()).toBe('Confirmed');
      await expect.poll(() => stay.getByText(/^Free cancellation until /).isVisible()).toBe(true);
      await stay.getByRole('button', { name: /^Cancel booking / }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
      await expect
        .poll(() => dialog.getByText(/^Cancel this booking\? Rs\.[\d,]+ will be refunded to your card\.$/).isVisible())
        .toBe(true);
      const refund = /Rs\.[\d,]+/.exec((await dialog.getByText(/^Cancel this booking\?/).textContent())!)![0];
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
      await page.getByText(`Your booking has been cancelled. ${refund} will be refunded to your card.`).waitFor();
      await expect.poll(() => stay.getByTestId('booking-status').textContent()).toBe('Cancelled');
      await expect.poll(() => stay.getByRole('button', { name: /^Cancel booking / }).count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
