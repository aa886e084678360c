import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { requestConciergeVisit } from './concierge-request.ts';
import { openPage, usePortal, visit } from './harness.ts';
import { stayDates } from './stay-dates.ts';
import { signInThroughUi } from './sign-in.ts';

const portal = usePortal();

/** Issue 30 ("Finish"): money is written one way, as the spec writes it ('Rs.10'): never '₹', 'INR' or 'Rs ' with a space. */
const OTHER_WAYS = /₹|\bINR\b|\bRs\s/g;

/** Any amount, however written ('Rs.10', 'Rs 10', '₹10', 'INR 10'): what the lists arriving after the first paint bring. */
const ANY_AMOUNT = /(?:Rs\.?\s?|₹\s?|\bINR\s?)\d/g;

/** Once at least `priced` amounts are on the page, the ways other than 'Rs.' it writes money in (none, as the spec). */
async function otherWaysOn(page: Page, priced: number) {
  await expect
    .poll(() =>
      page
        .locator('main')
        .innerText()
        .then((text) => text.match(ANY_AMOUNT)?.length ?? 0),
    )
    .toBeGreaterThanOrEqual(priced);
  return (await page.locator('body').innerText()).match(OTHER_WAYS) ?? [];
}

describe('currency written one way (issue 30)', () => {
  for (const width of [1280, 375]) {
    it(`writes every amount as 'Rs.' on the premium lists, a tour, a hotel and /my-bookings (${width} px)`, async () => {
      const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url, { width, height: 900 });
      const seen: Record<string, string[]> = {};

      await visit(page, '/tours');
      await page.getByRole('heading', { level: 1, name: 'Tours and activities' }).waitFor();
      seen['/tours'] = await otherWaysOn(page, 2);
      await page.getByRole('link', { name: 'Colaba and Fort Heritage Walk' }).click();
      await page.getByRole('heading', { level: 1, name: 'Colaba and Fort Heritage Walk' }).waitFor();
      seen['a tour'] = await otherWaysOn(page, 1);

      const stay = stayDates();
      const search = new URLSearchParams({ destination_id: 'goa', destination: 'Goa', ...stay, rooms: '2' });
      await visit(page, `/staycations?${search.toString()}`);
      await page.getByRole('heading', { level: 2, name: 'Stays in Goa' }).waitFor();
      seen['/staycations'] = await otherWaysOn(page, 2);
      await page.getByRole('link', { name: 'The Sands Retreat' }).click();
      await page.getByRole('heading', { level: 1, name: 'The Sands Retreat' }).waitFor();
      seen['a hotel'] = await otherWaysOn(page, 1);

      await visit(page, '/expeditions');
      seen['/expeditions'] = await otherWaysOn(page, 1);
      await visit(page, '/offers');
      seen['/offers'] = await otherWaysOn(page, 1);

      const cardholder = { bin: '41000001', mobile: width === 1280 ? '9811100411' : '9811100412' };
      await signInThroughUi(page, { ...cardholder, name: 'Lata Menon', email: `lata.${cardholder.mobile}@example.in` });
      expect(
        await requestConciergeVisit(page, { ...cardholder, first: 'Lata', last: 'Menon', email: `lata.${cardholder.mobile}@example.in` }),
      ).toBe(200);
      await visit(page, '/my-bookings');
      seen['/my-bookings'] = await otherWaysOn(page, 1);

      expect(seen).toEqual({
        '/tours': [],
        'a tour': [],
        '/staycations': [],
        'a hotel': [],
        '/expeditions': [],
        '/offers': [],
        '/my-bookings': [],
      });
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
