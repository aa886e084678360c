import { describe, expect, it } from 'vitest';
import { addDays, firstTurfDate, messages, t20MatchName } from '@portal/contract';
import { pickDate } from './date-field.ts';
import { openPage, seriousA11yViolations, visit } from './harness.ts';
import { payFeeAndFindRequest, sendAndCorrect, sendBookingRequest } from './paid-request.ts';
import { signInDialog, signInThroughUi } from './sign-in.ts';
import { matchStartsIn, usePortalWithT20Fixture, type T20Fixture } from './t20-fixture.ts';

const fixture: T20Fixture = {
  id: 'T20-E2E',
  home_team: 'Chennai Chargers',
  away_team: 'Kolkata Knights',
  stadium: 'Bay Oval',
  city: 'Chennai',
  starts_at: matchStartsIn(30),
  stands: ['East Stand', 'Members Pavilion'],
};
const portal = usePortalWithT20Fixture(fixture);

describe('turf', () => {
  it('lists the venues and eligible cards, refuses a card without the benefit naming the cards that have it', async () => {
    const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/turf');
    await page.getByRole('heading', { level: 1, name: 'Book a sports turf' }).waitFor();
    await page.getByText('Kick Off Arena').waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 3, name: 'Mumbai' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('12 slots a year').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Book a turf slot' }).click();
    await signInDialog(page).waitFor();
    await signInThroughUi(page, { bin: '41000004', mobile: '9811100041', name: 'Neel Shah' });
    const refusal = page.getByRole('alert').filter({ hasText: messages.invalidBinDialog });
    await refusal.waitFor();
    await expect.poll(() => refusal.innerText()).toContain('Only these cards include complimentary turf slots: Reserve');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('books a slot with a Reserve card through the dialog and lands on checkout with the Rs.1 fee', async () => {
    const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('menuitem', { name: 'Sports Turf' }).click();
    await page.waitForURL('**/turf');
    await page.getByRole('button', { name: 'Book a turf slot' }).click();
    await signInDialog(page).waitFor();
    await signInThroughUi(page, { bin: '41000001', mobile: '9811100042', name: 'Asha K Rao', email: 'asha.k@example.in' });
    const dialog = page.getByRole('dialog', { name: 'Send booking request' }).filter({ hasText: 'Book a sports turf' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('12 slots left').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByLabel('Card (first 8 digits)').inputValue()).toBe('41000001');

    await sendBookingRequest(dialog);
    await expect
      .poll(() => dialog.getByRole('alert').allTextContents())
      .toEqual(expect.arrayContaining([messages.turfVenueRequired, messages.acceptOurConditions]));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByLabel('City').selectOption('Mumbai');
    await dialog.getByLabel('Turf').selectOption('TF-MUM-01');
    await dialog.getByLabel('Sport').selectOption('football');
    await dialog.getByLabel('Players').fill('23');
    await pickDate(dialog, 'Booking date', addDays(firstTurfDate(new Date()), 2));
    await dialog.getByLabel('Hour slot').selectOption('18');
    await dialog.getByLabel(/I accept the/).check();
    await sendAndCorrect(dialog, messages.turfPlayersRange, { label: 'Players', value: '10' });
    await expect.poll(() => dialog.getByText(messages.turfPlayersRange).count()).toBe(0);
    await sendBookingRequest(dialog);

    await page.waitForURL(/\/turf\/[^/]+\/checkout$/);
    await page.getByRole('heading', { name: 'Make Payment' }).waitFor();
    await expect.poll(() => page.title()).toContain('Complete your turf booking');
    await page.getByText('Kick Off Arena, Mumbai').waitFor();
    const summary = page.getByRole('region', { name: 'Booking summary' });
    await expect.poll(() => summary.innerText()).toContain('6:00 PM to 7:00 PM');
    expect((await summary.innerText()).match(/Rs\.1(?!\d)/g)).toHaveLength(2);
    await expect.poll(() => summary.innerText()).toContain('Complimentary');
    await page.getByRole('region', { name: 'Payment' }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The Rs.1 fee through the sandbox gateway, which returns to the turf checkout-message route, then the list.
    const booking = await payFeeAndFindRequest(page, { amount: 'Rs.1', list: '/turf-bookings', hasText: 'Kick Off Arena' });
    await expect.poll(() => booking.innerText()).toContain('Football');
    expect(await booking.innerText()).toContain('Players\n10');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('T20', () => {
  it('lists the fixtures and requests tickets for an open match, landing on checkout with the Rs.1 fee', async () => {
    const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/t20');
    await page.getByRole('heading', { level: 1, name: 'T20 match-day tickets' }).waitFor();
    const listed = page.getByRole('listitem').filter({ hasText: t20MatchName(fixture) });
    await expect.poll(() => listed.innerText()).toContain('7:30 PM IST');
    await expect.poll(() => listed.innerText()).toContain('Bay Oval, Chennai');
    await page.getByRole('button', { name: 'Request tickets' }).click();
    await signInDialog(page).waitFor();
    await signInThroughUi(page, { bin: '41000001', mobile: '9811100043', name: 'Ravi Menon' });
    const dialog = page.getByRole('dialog', { name: 'Send booking request' }).filter({ hasText: 'Request T20 tickets' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('4 tickets left').isVisible()).toBe(true);
    await dialog.getByLabel('Match').selectOption(fixture.id);
    await dialog.getByRole('button', { name: 'Send booking request' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').allTextContents())
      .toEqual(expect.arrayContaining([messages.t20StandRequired, messages.acceptOurConditions]));
    await dialog.getByLabel('Stand').selectOption('Members Pavilion');
    await dialog.getByLabel('2').check();
    await dialog.getByLabel(/I accept the/).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send booking request' }).click();

    await page.waitForURL(/\/t20\/[^/]+\/checkout$/);
    await page.getByRole('heading', { name: 'Make Payment' }).waitFor();
    const summary = page.getByRole('region', { name: 'Booking summary' });
    await expect.poll(() => summary.innerText()).toContain('Members Pavilion');
    expect(await summary.innerText()).toContain('2 T20 tickets');
    expect(await summary.innerText()).toContain('7:30 PM IST');
    expect((await summary.innerText()).match(/Rs\.1(?!\d)/g)).toHaveLength(2);
    await page.getByRole('region', { name: 'Payment' }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
