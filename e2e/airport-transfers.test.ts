import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, displayDate, istDate, messages } from '@portal/contract';
import { openPage, seriousA11yViolations, visit } from './harness.ts';
import { fillMumbaiTransfer, payFeeAndFindRequest } from './paid-request.ts';
import { usePortalOnPostgres } from './postgres-portal.ts';
import { expectLoginRequested, openSignedIn, revokeBehindTheBrowser } from './sign-in.ts';

const RESERVE = '41000001';
const SELECT = '41000002';

// On PostgreSQL: the booking core's quota lock is exercised as in production.
const portal = usePortalOnPostgres([]);

const eligibleNotice = messages.transferEligibleCards('Reserve and Olympus');

async function openBookingDialog(page: Page) {
  await visit(page, '/airport-transfers');
  await page.getByRole('button', { name: messages.bookYourTransfer }).click();
  const dialog = page.getByRole('dialog', { name: messages.sendBookingRequest });
  await dialog.waitFor();
  return dialog;
}

describe('airport transfers landing', () => {
  it('shows the banner, the notice and the two-column list of 26 eligible cities, and the code toasts', async () => {
    const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url, { width: 375, height: 800 });
    await visit(page, '/airport-transfers?code=1', [page.getByText(messages.airportEnquirySubmitted)]);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: messages.transfersBanner }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(messages.transfersBannerText).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(eligibleNotice).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toContain(messages.transferPageTitle);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('button', { name: messages.eligibleAirportsLink }).click();
    const list = page.getByRole('region', { name: 'Eligible airports' });
    await page.waitForFunction(() => document.activeElement?.id === 'eligible-airports');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(26);
    await expect.poll(() => list.getByText('Vishakhapatnam').isVisible()).toBe(true);
    const columns = await list.getByRole('list').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await visit(page, '/airport-transfers?code=0', [page.getByText(messages.somethingWentWrong)]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('booking an airport transfer', () => {
  it('a Reserve cardholder books a Drop for an International flight and reaches the checkout with the right summary', async () => {
    const { page, context, consoleErrors } = await openSignedIn(portal, {
      bin: RESERVE,
      mobile: '9822222201',
      name: 'Asha Rao',
      email: 'asha@example.in',
    });
    const dialog = await openBookingDialog(page);
    await expect.poll(() => dialog.getByText(messages.freeSessions(4)).count()).toBe(2);
    await expect.poll(() => dialog.getByText(messages.sessionsUtilized(0)).isVisible()).toBe(true);
    const card = dialog.getByLabel('Card (first 8 digits)');
    await expect.poll(() => card.inputValue()).toBe(RESERVE);
    await expect.poll(() => card.getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => dialog.getByText(messages.transferSedanCapacity).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText(messages.transferVehicleWait(15)).isVisible()).toBe(true);
    // The vehicle list in the spec's words (02 §3), chosen already as the only vehicle (issue 30: spec first).
    const vehicle = dialog.getByLabel('Vehicle type');
    const sedan = 'Sedan (Swift Desire, Renault Logan, Toyota Etios)';
    expect(await vehicle.locator('option:not([value=""])').allTextContents()).toEqual([sedan]);
    await expect.poll(() => vehicle.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(sedan);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const travelDate = addDays(istDate(new Date()), 10);
    await fillMumbaiTransfer(dialog, {
      travelType: 'Drop',
      sector: 'International',
      address: '1 Marine Drive, Mumbai',
      flight: 'AI 101',
      date: travelDate,
      time: '10:30 AM',
      guests: '2',
    });
    // A Drop is a departure; Mumbai has one airport: it is chosen as soon as the city narrows the list.
    await expect.poll(() => dialog.getByLabel('Assistance type').inputValue()).toBe('Departure');
    const airport = await dialog.getByRole('combobox', { name: 'Airport' }).inputValue();
    expect(airport).toBe('Chhatrapati Shivaji Maharaj International Airport');
    // Wider than its box in the dialog's column, the chosen airport is written out in full under it.
    const fullName = dialog.locator('p').filter({ hasText: airport });
    await expect.poll(() => fullName.isVisible()).toBe(true);
    expect(await fullName.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await dialog.getByLabel('Passport number').fill('K1234567');
    await dialog.getByRole('button', { name: messages.transferSubmit }).click();

    await page.waitForURL(/\/airport-transfers\/[0-9a-f-]{36}\/checkout$/);
    await page.getByRole('heading', { level: 1, name: messages.makePayment }).waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.title()).toContain(messages.transferCheckoutTitle);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.poll(() => crumbs.innerText()).toMatch(/^Home\s*Airport Enquiry$/);
    const summary = page.getByRole('region', { name: 'Booking summary' });
    const expectedDate = displayDate(travelDate);
    await expect.poll(() => summary.innerText()).toContain(airport);
    const text = await summary.innerText();
    expect(text).toContain(expectedDate);
    expect(text).toContain('10:30 AM');
    expect(text).toMatch(/Number of Adults\s*1 \(\+2 Guest\)/);
    expect(text).toMatch(/Total Cost\s*Rs\.1/);
    expect(text).toMatch(/Online Booking Amount\s*Rs\.1/);
    await page.getByRole('region', { name: 'Payment' }).first().waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Payment' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Pay the Rs.1 fee through the sandbox gateway and find the transfer in /airport-transfer-bookings.
    await payFeeAndFindRequest(page, { amount: 'Rs.1', list: '/airport-transfer-bookings', hasText: airport });

    // The count strip now shows one transfer held.
    const again = await openBookingDialog(page);
    await expect.poll(() => again.getByText(messages.freeSessions(3)).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('tells a cardholder whose card has no transfers that only Reserve and Olympus qualify', async () => {
    const { page, context } = await openSignedIn(portal, { bin: SELECT, mobile: '9822222202' });
    await visit(page, '/airport-transfers');
    await page.getByRole('button', { name: messages.bookYourTransfer }).click();
    // Issue 20: the server's answer word for word in the booking dialog, naming the cardholder's card; no form.
    const dialog = page.getByRole('dialog', { name: messages.sendBookingRequest });
    const refusal = dialog.getByRole('alert');
    await refusal.getByText(eligibleNotice).waitFor();
    await expect.poll(() => refusal.innerText()).toContain(messages.yourCardLacksService('SELECT', 'complimentary airport transfers'));
    expect(await dialog.getByRole('button', { name: messages.transferSubmit }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows every error on submit, focuses the first invalid field and sends nothing', async () => {
    const { page, context } = await openSignedIn(portal, { bin: RESERVE, mobile: '9822222203', name: 'Ravi Kumar' });
    const dialog = await openBookingDialog(page);
    let enquiriesSent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/booking/airport_transfers')) enquiriesSent++;
    });

    // Untouched fields show no error until the form is submitted.
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByRole('button', { name: messages.transferSubmit }).click();
    await dialog.getByText(messages.travelTypeRequired).first().waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('travel_type');
    for (const message of [
      messages.cityRequired,
      messages.airportRequired,
      messages.addressRequired,
      messages.flightNumberRequired,
      messages.travelDateRequired,
      messages.bookingTimeRequiredAirport,
      messages.travelCountRequired,
      messages.acceptConditions,
      messages.acceptOurConditions,
    ]) {
      await expect.poll(() => dialog.getByText(message, { exact: true }).first().isVisible(), { message }).toBe(true);
    }

    // What sign-in knows is locked (the booking pattern's one rule); an International sector asks for the passport.
    await expect.poll(() => dialog.getByLabel('First name').getAttribute('readonly')).toBe('');
    await dialog.getByLabel('Travel sector').selectOption('International');
    await dialog.getByRole('button', { name: messages.transferSubmit }).click();
    await expect.poll(() => dialog.getByText(messages.passportRequired).isVisible()).toBe(true);
    expect(enquiriesSent).toBe(0);
    await context.close();
  });

  it('warns when the card check or the submit fails in transit, and the button works again', async () => {
    const { page, context } = await openSignedIn(portal, { bin: RESERVE, mobile: '9822222204' });
    await visit(page, '/airport-transfers');
    await page.route('**/api/booking/airport_transfers/check_bin', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: messages.bookYourTransfer }).click();
    await page.getByText(messages.binValidationNetwork).waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.unroute('**/api/booking/airport_transfers/check_bin');

    const dialog = await openBookingDialog(page);
    await fillMumbaiTransfer(dialog, {
      travelType: 'Pick-Up',
      sector: 'Domestic',
      address: '2 Carter Road, Mumbai',
      flight: '6E 202',
      date: addDays(istDate(new Date()), 12),
      time: '6:00 PM',
      guests: '0',
    });
    await page.route('**/api/booking/airport_transfers', (route) => route.abort('connectionfailed'));
    const submit = dialog.getByRole('button', { name: messages.transferSubmit });
    await submit.click();
    await page.getByText(messages.somethingWentWrong).waitFor();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await page.unroute('**/api/booking/airport_transfers');
    await submit.click();
    await page.waitForURL(/\/checkout$/);
    await expect.poll(() => page.getByRole('region', { name: 'Booking summary' }).innerText()).toMatch(/Number of Adults\s*1\n/);
    await context.close();
  });
});

describe('airport transfer bin check and a lost session', () => {
  it("a 401 on the card check says 'Please login to continue.' and opens the login dialog", async () => {
    // Signed in away from '/', whose member home fetches at once and could meet the revoked session first.
    const { page, context } = await openSignedIn(portal, { bin: RESERVE, mobile: '9822222209', name: 'Kavya Rao' }, '/airport-transfers');
    await revokeBehindTheBrowser(page);
    await visit(page, '/airport-transfers');
    await page.getByRole('button', { name: messages.bookYourTransfer }).click();
    await expectLoginRequested(page, messages.pleaseLogin);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await context.close();
  });
});
