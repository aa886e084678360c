import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { golfEnquiryBody } from '../apps/api/src/test/enquiry-bodies.ts';
import { openPage, seriousA11yViolations, usePortal, visit } from './harness.ts';
import { signInThroughUi } from './sign-in.ts';

const portal = usePortal();

const clientHeaders = { 'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web' };

const tile = (page: Page, service: string) => page.getByRole('article', { name: service });

/** A golf game request made as the signed-in cardholder would, straight through the API (it holds one round). */
async function requestGolfGame(page: Page, mobile: string) {
  const user = await page.evaluate(
    () => JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { token: string; email: string | null },
  );
  const res = await page.request.post('/api/booking/golf_enquiries', {
    headers: { ...clientHeaders, authorization: `Bearer ${user.token}` },
    data: golfEnquiryBody({ mobile, email: user.email ?? `${mobile}@example.in` }, { club_member_name: '' }),
  });
  if (res.status() !== 201) throw new Error(`golf request failed: ${res.status()} ${await res.text()}`);
}

describe('member home', () => {
  it('greets a signed-in Reserve holder with the card, what it holds this year per service, and the upcoming bookings', async () => {
    const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    await signInThroughUi(page, { bin: '41000001', mobile: '9811100001', name: 'Asha Rao' });
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Asha' }).waitFor();
    await expect.poll(() => page.getByTestId('member-card-name').textContent()).toBe('Reserve');
    await expect
      .poll(() => page.getByRole('img', { name: 'Reserve card' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The card's face: the number only as far as the cardholder gave it (the first 8 digits), the rest masked.
    await expect.poll(() => page.getByTestId('member-card-number').textContent()).toBe('4100 0001 •••• ••••');
    const wallet = page.getByRole('region', { name: 'Offers and gift cards you hold' });
    await expect.poll(() => wallet.getByText(/No offers or gift cards yet/).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'What you can use today' }).count()).toBe(0);
    await expect.poll(() => tile(page, 'Golf games and lessons').innerText()).toContain('50 of 50 rounds left');
    await expect.poll(() => tile(page, 'Airport concierge').innerText()).toContain('12 of 12 visits left');
    await expect.poll(() => tile(page, 'Airport transfers').innerText()).toContain('4 of 4 transfers left');
    await expect.poll(() => page.getByText('No upcoming bookings.').isVisible()).toBe(true);
    for (const [name, href] of [
      ['Book golf', '/golf'],
      ['Book airport concierge', '/airport-concierge-service'],
      ['Book an airport transfer', '/airport-transfers'],
    ]) {
      await expect.poll(() => page.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }

    await requestGolfGame(page, '9811100001');
    await visit(page, '/');
    await expect.poll(() => tile(page, 'Golf games and lessons').innerText()).toContain('49 of 50 rounds left');
    const upcoming = page.getByRole('region', { name: 'Upcoming bookings' });
    await expect.poll(() => upcoming.getByText('DLF Golf & Country Club').isVisible()).toBe(true);
    await expect.poll(() => upcoming.getByText('Awaiting payment').isVisible()).toBe(true);
    await expect.poll(() => upcoming.getByRole('link', { name: /^View/ }).getAttribute('href')).toBe('/golf-bookings');
    // The next booking, as a card, with the way to all of them.
    const next = page.getByRole('region', { name: 'Your next booking' });
    await expect.poll(() => next.getByRole('article', { name: 'DLF Golf & Country Club' }).isVisible()).toBe(true);
    await expect.poll(() => next.getByRole('link', { name: 'All my bookings' }).getAttribute('href')).toBe('/my-bookings');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('says what a card does not include, on a 375 px screen without sideways scrolling', async () => {
    const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url, { width: 375, height: 800 });
    await visit(page, '/');
    await signInThroughUi(page, { bin: '41000002', mobile: '9811100002', name: 'Ravi Menon' });
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Ravi' }).waitFor();
    await expect.poll(() => page.getByTestId('member-card-name').textContent()).toBe('SELECT');
    await expect.poll(() => tile(page, 'Golf games and lessons').innerText()).toContain('6 of 6 rounds left');
    await expect.poll(() => tile(page, 'Airport concierge').innerText()).toContain('Not included with your card.');
    await expect.poll(() => tile(page, 'Airport transfers').innerText()).toContain('Not included with your card.');
    await visit(page, '/');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows a card with no allowances what it can use today: offers and rewards', async () => {
    const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    await signInThroughUi(page, { bin: '41000005', mobile: '9811100005', name: 'Kiran Shah' });
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Kiran' }).waitFor();
    await expect.poll(() => page.getByTestId('member-card-name').textContent()).toBe('Vistara');
    const today = page.getByRole('region', { name: 'What you can use today' });
    await expect.poll(() => today.getByRole('link').count()).toBe(4);
    await expect.poll(() => page.getByText(/No offers or gift cards yet/).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await today.getByRole('link', { name: /Tours and activities/ }).click();
    await page.waitForURL('**/tours');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
