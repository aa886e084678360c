/**
 * Screenshot tests of the premium half (issue 30) at 1280 and 375 px, compared with the baselines in
 * e2e/__screenshots__/ named `premium-*`: the listings (/tours, /staycations with a search's results, /expeditions and
 * /offers, with their generated pictures), then one cardholder's journey through the new pages (the tours'
 * collections, a tour, a hotel's rooms, an expedition, the cart, its checkout and confirmation, /my-bookings, the
 * member home wallet, a gift card's purchase, a "Show and save" counter pass and /my-benefits). Dates, references, codes
 * and QR codes differ from run to run: they are masked. After an intended visual change, regenerate them:
 *
 *   npm run build -w @portal/web && UPDATE_SCREENSHOTS=1 npx vitest run --project e2e e2e/screenshots-premium.test.ts
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@portal/contract';
import { pickDate } from './date-field.ts';
import { seriousA11yViolations, usePortal, visit } from './harness.ts';
import { stayDates } from './stay-dates.ts';
import { payByCardForm } from './payment.ts';
import { expectScreenshot } from './screenshot.ts';
import { describeAtViewports, type Viewport } from './screenshot-harness.ts';
import { newestOutboxTime, signInDialog, signInThroughUi, waitForCode } from './sign-in.ts';
import { chooseTourSlot } from './tour-slot.ts';

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

/** Each viewport's own cardholder (Reserve card), so quotas and holdings read the same every run. */
const mobileAt: Record<Viewport['label'], string> = { '1280': '9811300001', '375': '9811300002' };

/** Day names without a year ('Tue 15 Dec', '15 Dec'), as the day strip, the cart and the bookings write them. */
const SHORT_DATES = [/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/, /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b,? \d{1,2}/];

/** The instant the counter pass's live clock shows in every run (10:00 am IST). */
const PASS_CLOCK = new Date('2026-11-29T04:30:00Z');

/** Redeems the offer on its page with the code sent to `mobile`; resolves with the open dialog at its last step. */
async function redeemOffer(page: Page, mobile: string) {
  await page.getByRole('button', { name: 'Redeem offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem offer' });
  await dialog.waitFor();
  const since = await newestOutboxTime(page.request, mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByText(messages.offerOtpSent).waitFor();
  await dialog.getByLabel('One-time code (OTP)').fill(await waitForCode(page.request, mobile, since));
  await dialog.getByRole('button', { name: 'Confirm and redeem' }).click();
  await dialog.getByText(messages.offerRedeemed).waitFor();
  return dialog;
}

describeAtViewports(portal, 'premium journey at $label px', ({ label }, tracked) => {
  it('tours: the collections section', async () => {
    const { page } = tracked;
    await visit(page, '/tours');
    const collections = page.getByRole('region', { name: 'Collections' });
    await collections.getByRole('link', { name: /This weekend in Goa/ }).waitFor();
    await collections.scrollIntoViewIfNeeded();
    await expectScreenshot(page, `premium-tours-collections-${label}`, { element: collections });
  });

  it('a tour: its variants, the coming fortnight and its slots', async () => {
    const { page } = tracked;
    await visit(page, '/tours/mum-heritage');
    await page.getByRole('heading', { level: 1, name: 'Colaba and Fort Heritage Walk' }).waitFor();
    // Five days ahead, not the first day offered (tomorrow): its free cancellation (24 hours before) never lapses
    // while the journey runs, so /my-bookings shows it every run.
    const slots = await chooseTourSlot(page, 5);
    // A slot's time reads on one line: '8:00 AM', never '8:00' above 'AM' beside its places left.
    const timeLines = await slots
      .locator('input + span')
      .evaluateAll((times) =>
        times.map((time) => Math.round(time.getBoundingClientRect().height / parseFloat(getComputedStyle(time).lineHeight))),
      );
    expect(timeLines).toEqual(timeLines.map(() => 1));
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Tapping the day scrolled the page: a full-page shot draws the sticky header where the page was scrolled to.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    // The fortnight starts tomorrow: its days are masked, the slots' places left with them.
    await expectScreenshot(page, `premium-tour-${label}`, {
      mask: [page.getByRole('group', { name: 'Date' })],
      maskText: [/places? left/],
    });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await signInDialog(page).waitFor();
    await signInThroughUi(page, {
      bin: '41000001',
      mobile: mobileAt[label],
      name: 'Asha Rao',
      email: `asha.${mobileAt[label]}@example.in`,
    });
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor();
  });

  it('an expedition: its days, its itinerary and the enquiry form', async () => {
    const { page } = tracked;
    await visit(page, '/expeditions/andaman-reefs');
    await page.getByRole('heading', { level: 1, name: 'Reefs of the Andamans' }).waitFor();
    const form = page.getByRole('region', { name: 'Enquire about this expedition' });
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('Asha Rao');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The first departure still to come is chosen: it changes as they pass.
    await expectScreenshot(page, `premium-expedition-${label}`, { mask: [form.getByLabel('Departure')] });
  });

  it('a hotel: its rooms with the night price and the saving', async () => {
    const { page } = tracked;
    await visit(page, '/staycations');
    const destination = page.getByRole('combobox', { name: 'Destination' });
    await destination.pressSequentially('Goa');
    await page.getByRole('option', { name: /^Goa/ }).click();
    const { check_in: checkIn, check_out: checkOut } = stayDates({ checkInWeekday: 2 });
    await pickDate(page, 'Check-in', checkIn);
    await pickDate(page, 'Check-out', checkOut);
    await page.getByRole('button', { name: 'Search stays' }).click();
    const ageAsked = page.getByLabel('Age of child 1');
    const results = page.getByRole('heading', { level: 2, name: 'Stays in Goa' });
    await ageAsked.or(results).first().waitFor();
    if (await ageAsked.isVisible()) {
      await ageAsked.selectOption('8');
      await page.getByRole('button', { name: 'Search stays' }).click();
    }
    await results.waitFor();
    await page.getByRole('link', { name: 'The Sands Retreat' }).click();
    await page.getByRole('heading', { level: 1, name: 'The Sands Retreat' }).waitFor();
    await page
      .getByRole('button', { name: /^Reserve / })
      .first()
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `premium-hotel-${label}`, { maskText: [...SHORT_DATES, /^Free cancellation until /] });
    await page
      .getByRole('button', { name: /^Reserve / })
      .first()
      .click();
    const lock = page.getByRole('region', { name: /^Reserved:/ });
    await lock.getByRole('button', { name: 'Add to cart and check out' }).click();
    await page.waitForURL('**/cart');
  });

  it('the cart with a tour and a stay', async () => {
    const { page } = tracked;
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Colaba and Fort Heritage Walk' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'The Sands Retreat' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `premium-cart-${label}`, { maskText: SHORT_DATES });
  });

  it('the cart confirmation after paying: both confirmed, with dates, vouchers and calendar files', async () => {
    const { page } = tracked;
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL('**/cart/checkout/*');
    await payByCardForm(page);
    await page.waitForURL('**/cart/checkout/*?outcome=success');
    await page.getByRole('heading', { level: 1, name: 'Your bookings' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByTestId('item-status')
          .filter({ hasText: /^Confirmed$/ })
          .count(),
      )
      .toBe(2);
    await expect.poll(() => page.getByRole('button', { name: /^Voucher \(PDF\) for / }).count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `premium-cart-confirmation-${label}`, { maskText: [...SHORT_DATES, /^V-/] });
  });

  it('/my-bookings with the tour and the stay', async () => {
    const { page } = tracked;
    await visit(page, '/my-bookings');
    await expect
      .poll(() =>
        page
          .getByTestId('booking-status')
          .filter({ hasText: /^Confirmed$/ })
          .count(),
      )
      .toBe(2);
    await expect.poll(() => page.getByText(/^Free cancellation until /).count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `premium-my-bookings-${label}`, { maskText: [...SHORT_DATES, /^Free cancellation until /] });
  });

  it('the member home: the wallet', async () => {
    const { page } = tracked;
    await visit(page, '/');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Asha' }).waitFor();
    await page.getByText('Colaba and Fort Heritage Walk').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `premium-home-wallet-${label}`, { maskText: SHORT_DATES });
  });

  it('a gift card: chosen on /wallet, then its payment', async () => {
    const { page } = tracked;
    await visit(page, '/wallet');
    const buy = page.getByRole('button', { name: /^Buy the .+ gift card$/ }).first();
    await buy.waitFor();
    const brand = /^Buy the (.+) gift card$/.exec((await buy.textContent()) ?? '')![1]!;
    await page.getByLabel(`Value of the ${brand} gift card`).selectOption({ label: 'Rs.1,000' });
    await expectScreenshot(page, `premium-wallet-${label}`);
    await buy.click();
    await page.waitForURL('**/wallet/purchases/*');
    await page.getByRole('heading', { level: 2, name: 'Total to pay: Rs.1,000' }).waitFor();
    await page.getByRole('button', { name: 'Enter card details' }).click();
    await page.getByRole('form', { name: 'Pay by card' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `premium-gift-card-buy-${label}`);
  });
  it('a "Show and save" offer: the counter pass', async () => {
    const { page } = tracked;
    // The pass's live clock ticks every second, and even masked its box is as wide as the time's digits: from here to
    // the journey's end (these two shots come last) the page's clock stands still at one instant, timers still run.
    await page.clock.setFixedTime(PASS_CLOCK);
    await visit(page, '/offers?q=15%25%20off%20at%20Saffron%20Table');
    await page.getByRole('link', { name: '15% off at Saffron Table' }).click();
    await page.getByRole('heading', { level: 1, name: '15% off at Saffron Table' }).waitFor();
    await expectScreenshot(page, `premium-offer-${label}`);
    const dialog = await redeemOffer(page, mobileAt[label]);
    const pass = dialog.getByRole('region', { name: /^Counter pass for / });
    await pass.getByRole('img', { name: /^QR code of pass / }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The pass code (and its QR) names the redemption, and its clock ticks: masked.
    await expectScreenshot(page, `premium-offer-counter-pass-${label}`, {
      element: dialog,
      mask: [pass.getByRole('img'), pass.locator('dd').first(), pass.locator('time')],
    });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('/my-benefits with a voucher and its QR', async () => {
    const { page } = tracked;
    await visit(page, '/offers?q=Rs.500%20voucher%20at%20Saffron%20Table');
    await page.getByRole('link', { name: 'Rs.500 voucher at Saffron Table' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rs.500 voucher at Saffron Table' }).waitFor();
    const dialog = await redeemOffer(page, mobileAt[label]);
    await dialog.getByRole('link', { name: 'See it in My benefits' }).click();
    await page.waitForURL('**/my-benefits');
    const received = page.getByRole('article', { name: 'Rs.500 voucher at Saffron Table' });
    await received.getByTestId('voucher-code').waitFor();
    await received.getByRole('img', { name: /^QR code of / }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `premium-my-benefits-${label}`, {
      mask: [
        page.getByTestId('voucher-code'),
        page.getByRole('img', { name: /^QR code of / }),
        page
          .getByRole('region', { name: /^Counter pass for / })
          .locator('dd')
          .first(),
        page.locator('time'),
      ],
    });
  });
});
