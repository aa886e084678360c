import { describe, expect, it } from 'vitest';
import { addDays, bookingKinds, bookingTypes, firstTurfDate, messages, t20MatchName } from '@portal/contract';
import { pickDate } from './date-field.ts';
import { openPage, seriousA11yViolations, visit } from './harness.ts';
import { payFeeAndFindRequest, sendBookingRequest } from './paid-request.ts';
import { signInDialog, signInThroughUi } from './sign-in.ts';
import { matchStartsIn, usePortalWithT20Fixture, type T20Fixture } from './t20-fixture.ts';

// Issue 28: a cardholder with a turf or T20 booking opening '/' crashed the whole app.
const fixture: T20Fixture = {
  id: 'T20-HOME',
  home_team: 'Mumbai Mariners',
  away_team: 'Delhi Dashers',
  stadium: 'Marine Drive Ground',
  city: 'Mumbai',
  starts_at: matchStartsIn(31),
  stands: ['North Stand', 'Members Pavilion'],
};
const portal = usePortalWithT20Fixture(fixture);

describe('the member home with a booking of every new kind', () => {
  it('shows a paid turf slot and paid T20 tickets among the upcoming bookings, and every kind the Reserve card includes', async () => {
    const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url);

    await visit(page, bookingKinds.TurfEnquiry.paths.landing);
    await page.getByRole('button', { name: 'Book a turf slot' }).click();
    await signInDialog(page).waitFor();
    await signInThroughUi(page, { bin: '41000001', mobile: '9811100281', name: 'Meera Iyer' });
    const turf = page.getByRole('dialog', { name: 'Send booking request' }).filter({ hasText: 'Book a sports turf' });
    await turf.waitFor();
    await turf.getByLabel('City').selectOption('Mumbai');
    await turf.getByLabel('Turf').selectOption('TF-MUM-01');
    await turf.getByLabel('Sport').selectOption('football');
    await turf.getByLabel('Players').fill('10');
    await pickDate(turf, 'Booking date', addDays(firstTurfDate(new Date()), 3));
    await turf.getByLabel('Hour slot').selectOption('18');
    await turf.getByLabel(/I accept the/).check();
    await sendBookingRequest(turf);
    await page.waitForURL(/\/turf\/[^/]+\/checkout$/);
    await payFeeAndFindRequest(page, { amount: 'Rs.1', list: bookingKinds.TurfEnquiry.paths.list, hasText: 'Kick Off Arena' });

    await visit(page, bookingKinds.T20Enquiry.paths.landing);
    await page.getByRole('button', { name: 'Request tickets' }).click();
    const t20 = page.getByRole('dialog', { name: 'Send booking request' }).filter({ hasText: 'Request T20 tickets' });
    await t20.waitFor();
    await t20.getByLabel('Match').selectOption(fixture.id);
    await t20.getByLabel('Stand').selectOption('North Stand');
    await t20.getByLabel('2').check();
    await t20.getByLabel(/I accept the/).check();
    await t20.getByRole('button', { name: 'Send booking request' }).click();
    await page.waitForURL(/\/t20\/[^/]+\/checkout$/);
    await payFeeAndFindRequest(page, { amount: 'Rs.1', list: bookingKinds.T20Enquiry.paths.list, hasText: t20MatchName(fixture) });

    await visit(page, '/');
    const upcoming = page.getByRole('region', { name: 'Upcoming bookings' });
    const turfItem = upcoming.getByRole('listitem').filter({ hasText: 'Kick Off Arena' });
    await expect.poll(() => turfItem.innerText()).toContain(bookingKinds.TurfEnquiry.home.title);
    const t20Item = upcoming.getByRole('listitem').filter({ hasText: t20MatchName(fixture) });
    await expect.poll(() => t20Item.innerText()).toContain(bookingKinds.T20Enquiry.home.title);
    expect(await page.getByText(messages.somethingWentWrong).count()).toBe(0);

    const holdings = page.getByRole('region', { name: /Your benefits in/ });
    for (const type of bookingTypes) await holdings.getByRole('article', { name: bookingKinds[type].home.title }).waitFor();
    const turfTile = holdings.getByRole('article', { name: bookingKinds.TurfEnquiry.home.title });
    await expect.poll(() => turfTile.innerText()).toMatch(/11\s+of 12 slots left/);
    const t20Tile = holdings.getByRole('article', { name: bookingKinds.T20Enquiry.home.title });
    await expect.poll(() => t20Tile.innerText()).toMatch(/2\s+of 4 tickets left/);

    // The turf item leads to its list, where the booking is.
    await turfItem.getByRole('link').click();
    await page.waitForURL(`**${bookingKinds.TurfEnquiry.paths.list}`);
    await page.getByRole('article').filter({ hasText: 'Kick Off Arena' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
