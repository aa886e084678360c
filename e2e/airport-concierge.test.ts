import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { addDays, istDate, messages, UPLOAD_MAX_FILE_BYTES } from '@portal/contract';
import { requestConciergeVisit } from './concierge-request.ts';
import { pickDate } from './date-field.ts';
import { launchBrowser, openPage, seriousA11yViolations, startPortal, visit, type PortalServer } from './harness.ts';
import { payFeeAndFindRequest } from './paid-request.ts';
import { pickOption, pickTime } from './pick.ts';
import { expectLoginRequested, revokeBehindTheBrowser, signInThroughUi } from './sign-in.ts';

let server: PortalServer;
let browser: Browser;
beforeAll(async () => {
  server = await startPortal();
  browser = await launchBrowser();
}, 400_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const landing = '/airport-concierge-service';
const travelDate = addDays(istDate(new Date()), 6);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

async function openBookingDialog(page: Page) {
  await visit(page, landing);
  await page.getByRole('button', { name: 'Book a visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send booking request' });
  await dialog.waitFor();
  return dialog;
}

async function fillTrip(page: Page, trip: { sector: 'Domestic' | 'International'; assistance: 'Arrival' | 'Departure' }) {
  await page.getByLabel('City').selectOption('Mumbai');
  await page.getByLabel('Travel type').selectOption(trip.sector);
  await page.getByLabel('Assistance type').selectOption(trip.assistance);
  await pickOption(page, 'Airport', 'terminal 2', 'Chhatrapati Shivaji Maharaj International Airport - Terminal 2');
  await pickDate(page, 'Travel date', travelDate);
  await pickTime(page, 'Travel time', '3:30 PM');
}

/** The checkout's booking summary as label → value (its terms and their descriptions). */
function summaryRows(summary: Locator) {
  return summary.evaluate((element) =>
    Object.fromEntries([...element.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent])),
  );
}

async function agreeAndSend(page: Page) {
  await page.getByLabel(/I agree to the terms and conditions/).check();
  await page.getByLabel(/I agree to be contacted/).check();
  await page.getByRole('button', { name: 'Send booking request' }).click();
  await page.waitForURL(/\/airport-vip-privileges\/[0-9a-f-]{36}\/checkout$/);
  await page.getByRole('heading', { level: 1, name: 'Make Payment' }).waitFor();
}

describe('airport concierge landing', () => {
  it('shows the banner, the five eligible cards, the eligible airports and the terms', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url);
    await visit(page, landing);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Airport Concierge Service' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Book a visit' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Burgundy Private, Magnus for Burgundy, Reserve, Executive Corporate and Olympus').isVisible())
      .toBe(true);
    await page.getByRole('link', { name: messages.eligibleAirportsLink }).click();
    const airports = page.getByRole('region', { name: 'Eligible airports' });
    await airports.getByText('Mumbai', { exact: true }).waitFor();
    await expect.poll(() => airports.getByText(/Indira Gandhi International Airport – Terminal 3/).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Terms and conditions (PDF)' }).getAttribute('href'))
      .toBe('/docs/airport-concierge-terms.pdf');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the success toast for code=1 and the warning for code=0', async () => {
    const { page, context } = await openPage(browser, server.url);
    await visit(page, `${landing}?code=1`, [page.getByText(messages.airportEnquirySubmitted)]);
    await visit(page, `${landing}?code=0`, [page.getByText(messages.somethingWentWrong)]);
    await context.close();
  });
});

describe('airport concierge booking (signed in)', () => {
  it('books a visit for self with a ticket upload on a 375 px screen, after the form shows its rules', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url, { width: 375, height: 800 });
    await visit(page, '/');
    await signInThroughUi(page, { bin: '41000001', mobile: '9811100001', name: 'Asha Devi Rao', email: 'asha@example.in' });
    const dialog = await openBookingDialog(page);
    await expect.poll(() => dialog.getByText('12 free sessions').count()).toBe(2);
    await expect.poll(() => dialog.getByText('0 sessions utilized').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText(/confirmation email at least 15 hours before/).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Asha');
    await expect.poll(() => page.getByLabel('Last name').inputValue()).toBe('Rao');
    await expect.poll(() => page.getByText(messages.selectCityAbove).count()).toBe(3);

    await page.getByRole('button', { name: 'Send booking request' }).click();
    await page.getByText(messages.travelTypeRequired).waitFor();
    await expect.poll(() => page.getByText(messages.ticketsRequired).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(messages.guestChoiceRequired).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('city');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await expect.poll(() => page.getByText(messages.bookingTimeRequiredAirport).isVisible()).toBe(true);
    await fillTrip(page, { sector: 'Domestic', assistance: 'Arrival' });
    // Each error goes as soon as its field is right.
    for (const message of [
      messages.cityRequired,
      messages.travelTypeRequired,
      messages.airportRequired,
      messages.travelDateRequired,
      messages.bookingTimeRequiredAirport,
    ]) {
      await expect.poll(() => page.getByText(message, { exact: true }).count(), { message }).toBe(0);
    }
    await page.getByLabel('No', { exact: true }).check();
    await expect.poll(() => page.getByText(messages.guestChoiceRequired).count()).toBe(0);
    // The flight, so the greeter can follow it (issue 30): optional, checked in the browser, sent with the request.
    const flight = page.getByLabel('Flight number (optional)');
    await flight.fill('tomorrow');
    await flight.press('Tab');
    await page.getByText(messages.flightNumberInvalid).waitFor();
    await flight.fill('ai864');
    await expect.poll(() => page.getByText(messages.flightNumberInvalid).count()).toBe(0);
    const sent: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/airport_vip_privileges_enquiries'))
        sent.push(request.postDataBuffer()?.length ?? 0);
    });
    const upload = page.getByLabel(/Upload tickets/);
    await upload.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await page.getByText(messages.fileFormatUnsupported).waitFor();
    // A file over the contract's size limit is refused in the browser: it never joins the list, so it is never sent.
    await upload.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(UPLOAD_MAX_FILE_BYTES + 1, 1) });
    await page.getByText(messages.uploadFileTooLarge('huge.pdf', 5)).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Chosen tickets' }).count()).toBe(0);
    await upload.setInputFiles({ name: 'ticket.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => page.getByText(messages.fileFormatUnsupported).count()).toBe(0);
    await expect.poll(() => page.getByText(messages.uploadFileTooLarge('huge.pdf', 5)).count()).toBe(0);
    await agreeAndSend(page);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeLessThan(UPLOAD_MAX_FILE_BYTES);
    // The request the form sent kept the flight, written as staff read it.
    const enquiryId = /\/airport-vip-privileges\/([0-9a-f-]{36})\/checkout$/.exec(page.url())![1];
    const flightSent = await page.evaluate(async (id) => {
      const response = await fetch(`/api/booking/airport_vip_privileges_enquiries/${id}`, {
        headers: {
          'X-api-Id': 'axis',
          'X-Client-Id': 'axis-benefits',
          'X-Project-Id': 'axis-benefits-web',
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
      });
      return ((await response.json()) as { data: { attributes: { request_info: { flight_number?: string } } } }).data.attributes
        .request_info.flight_number;
    }, enquiryId);
    expect(flightSent).toBe('AI 864');

    const summary = page.getByRole('region', { name: 'Booking summary' });
    await summary.getByText('Chhatrapati Shivaji Maharaj International Airport - Terminal 2').waitFor();
    await expect.poll(() => summary.getByText('3:30 PM').isVisible()).toBe(true);
    // The flight the member typed, as it was kept (issue 30), beside the time; then the adults.
    await expect.poll(() => summaryRows(summary)).toMatchObject({ Time: '3:30 PM', Flight: 'AI 864', [messages.numberOfAdults]: '1' });
    // In that order: the flight beside the time, then the adults.
    expect(Object.keys(await summaryRows(summary)).slice(0, 5)).toEqual(['Airport', 'Date', 'Time', 'Flight', messages.numberOfAdults]);
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Airport Enquiry').isVisible()).toBe(true);
    await page.getByRole('region', { name: 'Payment' }).first().waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Payment' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Pay the Rs.1 fee through the sandbox gateway and find the visit in the bookings list.
    await payFeeAndFindRequest(page, { amount: 'Rs.1', list: '/airport-concierge-service-bookings', hasText: 'Terminal 2' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('books International with two guests, their passports and two files', async () => {
    const { page, context } = await openPage(browser, server.url);
    await visit(page, '/');
    await signInThroughUi(page, { bin: '41000013', mobile: '9811100002', name: 'Ravi Kumar' });
    await openBookingDialog(page);
    await fillTrip(page, { sector: 'International', assistance: 'Departure' });
    await page.getByLabel('Passport number').fill('Z1234567');
    await page.getByLabel('Yes', { exact: true }).check();
    await page.getByLabel('Number of guests').selectOption('2');
    await page.getByLabel('Name of guest 1').fill('Mira Kumar');
    await page.getByLabel('Name of guest 2').fill('Dev Kumar');
    await page.getByLabel('Flight number (optional)').fill('ek 501');
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await expect.poll(() => page.getByText(messages.guestPassportRequired).count()).toBe(2);
    await page.getByLabel('Passport of guest 1').fill('Z7654321');
    await page.getByLabel('Passport of guest 2').fill('Z1111111');
    await page.getByLabel(/Upload tickets/).setInputFiles([
      { name: 'ticket-1.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'ticket-2.png', mimeType: 'image/png', buffer: png },
    ]);
    await expect.poll(() => page.getByRole('list', { name: 'Chosen tickets' }).getByRole('listitem').count()).toBe(2);
    await agreeAndSend(page);
    const summary = page.getByRole('region', { name: 'Booking summary' });
    await summary.getByText('1 (+2 Guest)').waitFor();
    // At 1280 px too, the summary shows the flight the member typed (issue 30).
    await expect.poll(() => summaryRows(summary)).toMatchObject({ Flight: 'EK 501', [messages.numberOfAdults]: '1 (+2 Guest)' });
    await expect.poll(() => summary.getByText('Flight', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => summary.getByText('Online Booking Amount').isVisible()).toBe(true);
    await context.close();
  });

  it('shows the limit-over state with its link when no free session is left', async () => {
    const { page, context } = await openPage(browser, server.url);
    await visit(page, '/');
    await signInThroughUi(page, { bin: '52000012', mobile: '9811100003', name: 'Neha Shah' });
    await page.goto(landing);
    // Use all 4 sessions of the Executive Corporate card: one visit with three guests.
    const status = await requestConciergeVisit(
      page,
      { bin: '52000012', mobile: '9811100003', first: 'Neha', last: 'Shah', email: 'neha@example.in' },
      3,
    );
    expect(status).toBe(200);
    const dialog = await openBookingDialog(page);
    await dialog.getByText(messages.eligibilityLimitOver).waitFor();
    await expect.poll(() => dialog.getByText('0 free sessions').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('link', { name: 'Airport Concierge Service' }).getAttribute('href')).toBe('/flight-bookings');
    await expect.poll(() => dialog.getByRole('button', { name: 'Send booking request' }).count()).toBe(0);
    await context.close();
  });
});

describe('the searchable airport list and the time chips on a phone', () => {
  it('at 375 px shows an airport’s full name, in the list and once chosen, and the time chips work by keyboard', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url, { width: 375, height: 800 });
    await visit(page, '/');
    await signInThroughUi(page, { bin: '41000001', mobile: '9811100005', name: 'Meera Iyer' });
    const dialog = await openBookingDialog(page);
    await dialog.getByLabel('City').selectOption('Mumbai');
    const fullName = 'Chhatrapati Shivaji Maharaj International Airport - Terminal 2';
    /** Whether the element's whole box is on the screen and its text not cut off. */
    const wholeOnScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth && element.scrollWidth <= element.clientWidth && box.height > 0;
    };

    // Typed, the list narrows to the Mumbai terminals; each long name wraps inside the screen.
    const airport = dialog.getByRole('combobox', { name: 'Airport' });
    await airport.click();
    await page.keyboard.type('chhatrapati');
    const list = dialog.getByRole('listbox', { name: 'Airport' });
    await expect.poll(() => list.getByRole('option').count()).toBe(2);
    const option = list.getByRole('option', { name: fullName });
    await option.scrollIntoViewIfNeeded();
    await expect.poll(() => option.evaluate(wholeOnScreen)).toBe(true);
    expect(await option.innerText()).toBe(fullName);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => airport.inputValue()).toBe(fullName);
    // The box is narrower than the name: it is written out in full under it, wrapped.
    const shown = dialog.locator('p').filter({ hasText: fullName });
    await expect.poll(() => shown.isVisible()).toBe(true);
    expect(await shown.evaluate(wholeOnScreen)).toBe(true);
    // Escape closes an open list, not the dialog.
    await airport.press('ArrowDown');
    await list.waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await expect.poll(() => dialog.isVisible()).toBe(true);

    // The times: one tab stop; the arrows move and choose.
    await pickDate(dialog, 'Travel date', travelDate);
    const calendarButton = dialog.getByRole('button', { name: 'Choose travel date on a calendar' });
    await calendarButton.focus();
    await page.keyboard.press('Tab');
    const times = dialog.getByRole('radiogroup', { name: 'Travel time' });
    const focusedTime = () => page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent ?? '');
    await expect.poll(focusedTime).toBe('12:00 AM');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedTime).toBe('12:30 AM');
    await expect.poll(() => times.getByRole('radio', { name: '12:30 AM', exact: true }).isChecked()).toBe(true);
    // Down the list, across the part of day's boundary (from 4:45 AM at night to 5:00 AM in the morning).
    for (let step = 0; step < 18; step++) await page.keyboard.press('ArrowDown');
    await expect.poll(focusedTime).toBe('5:00 AM');
    const chip = times.getByRole('radio', { name: '5:00 AM', exact: true });
    await expect.poll(() => chip.isChecked()).toBe(true);
    expect(await times.getByRole('group', { name: 'Morning' }).getByRole('radio', { name: '5:00 AM', exact: true }).count()).toBe(1);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).not.toBe('booking_time_hour');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focusedTime).toBe('5:00 AM');
    // The chip is on the screen, inside its scrolling box.
    await expect.poll(() => chip.locator('xpath=..').evaluate(wholeOnScreen)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the guest section', () => {
  it('answering No clears the chosen files; the guest count shows only while the total guests stay below 7', async () => {
    const { page, context } = await openPage(browser, server.url);
    await visit(page, '/');
    await signInThroughUi(page, { bin: '41000001', mobile: '9811100004', name: 'Mira Shah' });
    await page.goto(landing);
    // Earlier this year: visits holding 3 and 1 guests (4 of the 6 allowed).
    for (const guests of [3, 1]) {
      await expect
        .poll(() =>
          requestConciergeVisit(
            page,
            { bin: '41000001', mobile: '9811100004', first: 'Mira', last: 'Shah', email: 'mira@example.in' },
            guests,
          ),
        )
        .toBe(200);
    }
    const dialog = await openBookingDialog(page);
    await fillTrip(page, { sector: 'Domestic', assistance: 'Arrival' });
    const tickets = dialog.getByRole('list', { name: 'Chosen tickets' });
    await dialog.getByLabel(/Upload tickets/).setInputFiles({ name: 'ticket.pdf', mimeType: 'application/pdf', buffer: pdf });
    await tickets.getByRole('listitem').first().waitFor();
    await dialog.getByLabel('Yes', { exact: true }).check();
    const guestCount = dialog.getByLabel('Number of guests');
    await guestCount.waitFor();
    await dialog.getByLabel('No', { exact: true }).check();
    // Spec 02 §4: No resets the count and the file list.
    await tickets.waitFor({ state: 'detached' });
    await guestCount.waitFor({ state: 'detached' });

    await dialog.getByLabel('Yes', { exact: true }).check();
    await guestCount.selectOption('2');
    // 4 booked + 2 = 6: still below 7, the choice stays.
    await dialog.getByLabel('Name of guest 2').waitFor();
    await expect.poll(() => guestCount.isVisible()).toBe(true);
    await guestCount.selectOption('3');
    // 4 + 3 = 7: the choice gives way to the spec's message.
    await dialog.getByText(messages.guestTotalExceeded).waitFor();
    await guestCount.waitFor({ state: 'detached' });
    // Answering No and Yes again starts the count afresh.
    await dialog.getByLabel('No', { exact: true }).check();
    await dialog.getByLabel('Yes', { exact: true }).check();
    await guestCount.waitFor();
    await dialog.getByText(messages.guestTotalExceeded).waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('airport concierge bin check and a lost session', () => {
  it("a 401 on the bin check says 'Please login to continue.' and opens the login dialog", async () => {
    const { page, context } = await openPage(browser, server.url);
    // Signed in away from '/', whose member home fetches at once and could meet the revoked session first.
    await visit(page, landing);
    await signInThroughUi(page, { bin: '41000001', mobile: '9811100009', name: 'Kavya Rao' });
    await revokeBehindTheBrowser(page);
    await visit(page, landing);
    await page.getByRole('button', { name: 'Book a visit' }).click();
    await expectLoginRequested(page, messages.pleaseLogin);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await context.close();
  });
});
