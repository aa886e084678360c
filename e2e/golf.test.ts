import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, displayDate, firstGolfDate, istDate, messages, toDayMonthYear } from '@portal/contract';
import { golfPlayChoiceMessages } from '../packages/contract/src/test/golf-play.ts';
import { dayButton, openCalendar, pickDate } from './date-field.ts';
import { openPage, seriousA11yViolations, usePortal, visit } from './harness.ts';
import { payFeeAndFindRequest, sendAndCorrect, sendBookingRequest, sendGolfRequest } from './paid-request.ts';
import { pickOption, pickTime } from './pick.ts';
import { expectLoginRequested, openSignedIn, revokeBehindTheBrowser, signInDialog, signInThroughUi } from './sign-in.ts';

const portal = usePortal();

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

describe('golf landing', () => {
  it('shows the hero, both entries, benefits, the 11 cities, the terms PDF and the code=0 warning', async () => {
    const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url, { width: 375, height: 800 });
    await visit(page, '/golf?code=0', [toast(page, messages.somethingWentWrong)]);
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: messages.golfHero }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /Familiar with the Game.*Book a Golf Game/ }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /New to the Game.*Book a Golf Lesson/ }).isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('#golf-courses h3').allTextContents())
      .toEqual(['Ahmedabad', 'Gurgaon', 'Bangalore', 'Jaipur', 'Delhi', 'Mumbai', 'Noida', 'Pune', 'Hyderabad', 'Chandigarh', 'Kolkata']);
    await expect.poll(() => page.getByText('DLF Golf & Country Club').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: /golf terms and conditions \(PDF\)/i }).getAttribute('href'))
      .toBe('/docs/golf-terms.pdf');
    await page.getByRole('link', { name: /See the golf courses/ }).click();
    expect(page.url()).toContain('#golf-courses');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the code=1 toast, and the Categories golf entry lands here', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/golf?code=1', [toast(page, messages.golfEnquirySubmitted)]);
    await visit(page, '/golf?redirect=categories');
    expect(new URL(page.url()).pathname).toBe('/golf');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});

describe('golf booking journey', () => {
  it('asks a signed-out visitor to log in, then books a game, shows every error of an empty submit and lands on checkout', async () => {
    const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/golf');
    await page.getByRole('button', { name: /Familiar with the Game/ }).click();
    await toast(page, messages.pleaseLogin).waitFor();
    await signInDialog(page).waitFor();

    await signInThroughUi(page, { bin: '41000004', mobile: '9811100001', name: 'Asha K Rao', email: 'asha.rao@example.in' });

    const dialog = page.getByRole('dialog', { name: 'Send booking request' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('confirm your booking within 48 hours').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('3 free sessions').first().isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('0 sessions utilized').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByLabel('First name').inputValue()).toBe('Asha');
    await expect.poll(() => dialog.getByLabel('Last name').inputValue()).toBe('Rao');
    await expect.poll(() => dialog.getByLabel('Mobile number').getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => dialog.getByLabel('Card (first 8 digits)').inputValue()).toBe('41000004');
    // The calendar offers days from the first one outside the 4-day advance window.
    const firstDay = firstGolfDate(new Date());
    const calendar = await openCalendar(dialog, 'Booking date');
    await expect.poll(() => dayButton(calendar, firstDay).isEnabled()).toBe(true);
    if (await dayButton(calendar, addDays(firstDay, -1)).count())
      expect(await dayButton(calendar, addDays(firstDay, -1)).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByRole('radiogroup', { name: 'Booking time' }).locator('label').allTextContents())
      .toEqual([
        '6:00 AM',
        '7:00 AM',
        '8:00 AM',
        '9:00 AM',
        '10:00 AM',
        '11:00 AM',
        '12:00 PM',
        '1:00 PM',
        '2:00 PM',
        '3:00 PM',
        '4:00 PM',
        '5:00 PM',
        '6:00 PM',
        '7:00 PM',
        '8:00 PM',
      ]);

    await sendBookingRequest(dialog);
    await expect.poll(() => dialog.getByRole('alert').allTextContents()).toEqual(expect.arrayContaining(golfPlayChoiceMessages));
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('user_type');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByLabel('Lady').check();
    // Each error goes as soon as its field is right.
    await expect.poll(() => dialog.getByText(messages.userTypeRequired).count()).toBe(0);
    await pickOption(dialog, 'Golf course', 'dlf', 'DLF Golf & Country Club, Gurgaon');
    await expect.poll(() => dialog.getByText(messages.golfCourseRequired).count()).toBe(0);
    // A date typed inside the advance window says from when a date can be chosen.
    await dialog.getByLabel('Booking date', { exact: true }).fill(toDayMonthYear(addDays(istDate(new Date()), 2)));
    await dialog.getByText(messages.chooseDateFrom(displayDate(firstDay))).waitFor();
    await pickDate(dialog, 'Booking date', addDays(istDate(new Date()), 10));
    await expect.poll(() => dialog.getByText(messages.chooseDateFrom(displayDate(firstDay))).count()).toBe(0);
    await pickTime(dialog, 'Booking time', '7:00 AM');
    await expect.poll(() => dialog.getByText(messages.bookingTimeRequired).count()).toBe(0);
    await dialog.getByLabel('Club member name (optional)').fill('Ravi Menon');
    await sendGolfRequest(page, dialog);

    await page.getByText('DLF Golf & Country Club').waitFor();
    await expect.poll(() => page.title()).toContain('Complete your golf enquiry');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.poll(() => breadcrumb.getByRole('link', { name: 'Golf' }).getAttribute('href')).toBe('/golf');
    await expect.poll(() => page.locator('dl').last().innerText()).toContain('7:00 AM');
    const summary = await page.locator('dl').last().innerText();
    expect(summary).toContain('1 (+1 Guest)');
    expect(summary.match(/Rs\.10/g)).toHaveLength(2);
    await page.getByRole('region', { name: 'Payment' }).first().waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Payment' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A lesson, now signed in: the dialog opens at once, counting the game above.
    await visit(page, '/golf');
    await page.getByRole('button', { name: /New to the Game/ }).click();
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('2 free sessions').isVisible()).toBe(true);
    // A course that teaches no lessons is not offered: typing its name finds nothing.
    await dialog.getByRole('combobox', { name: 'Golf course' }).fill('Karnataka');
    await dialog.getByText('Nothing matches “Karnataka”.').waitFor();
    await dialog.getByLabel('Youth').check();
    await dialog.getByLabel('Someone else').check();
    await pickOption(dialog, 'Golf course', 'golden', 'Golden Greens Golf Club, Gurgaon');
    await pickDate(dialog, 'Booking date', addDays(istDate(new Date()), 12));
    await pickTime(dialog, 'Booking time', '4:00 PM');
    await dialog.getByLabel(/I accept the/).check();
    await sendAndCorrect(dialog, messages.guestNameRequired, { label: 'Guest name', value: 'Kabir Rao' });
    await sendBookingRequest(dialog);
    await page.waitForURL(/\/checkout$/);
    await page.getByText('Golden Greens Golf Club').waitFor();
    await expect.poll(() => page.locator('dl').last().innerText()).toContain('4:00 PM');

    // Pay the Rs.10 fee through the sandbox gateway and find the request in /golf-bookings.
    await payFeeAndFindRequest(page, { amount: 'Rs.10', list: '/golf-bookings', hasText: 'Golden Greens Golf Club' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('golf bin check and a lost session', () => {
  it("a 401 on the bin check says 'Please login to continue.' and opens the login dialog", async () => {
    // Signed in away from '/', whose member home fetches at once and could meet the revoked session first.
    const { page, context } = await openSignedIn(portal, { bin: '41000004', mobile: '9811100009', name: 'Kavya Rao' }, '/golf');
    await revokeBehindTheBrowser(page);
    await visit(page, '/golf');
    await page.getByRole('button', { name: /Familiar with the Game/ }).click();
    await expectLoginRequested(page, messages.pleaseLogin);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await context.close();
  });
});
