import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { messages } from '@portal/contract';
import { openPage, seriousA11yViolations, usePortal, visit } from './harness.ts';
import { createCardholder, enterCard, newestOutboxTime, signInDialog, signInThroughUi, waitForCode } from './sign-in.ts';

const portal = usePortal();

/** A cardholder of `mobile` asks for a code with a card (Reserve unless told): the sign-in dialog, and the code sent. */
async function codeSentTo(page: Page, cardholder: { mobile: string; name?: string }, bin = '41000001') {
  await createCardholder(page.request, cardholder);
  const since = await newestOutboxTime(page.request, cardholder.mobile);
  await enterCard(page, bin);
  const dialog = signInDialog(page);
  await dialog.getByLabel('Mobile number (+91)').fill(cardholder.mobile);
  return { dialog, code: await waitForCode(page.request, cardholder.mobile, since) };
}

/** The countdown's reading in seconds. The clock runs on between steps, so a reading is a little under the mark. */
async function shownSeconds(countdown: Locator): Promise<number> {
  const [minutes = NaN, seconds = NaN] = ((await countdown.textContent()) ?? '').split(':').map(Number);
  return minutes * 60 + seconds;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in modal', () => {
  it('a new cardholder signs up and in, and the session is stored', async () => {
    const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = signInDialog(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByLabel('Digits 1 to 4').fill('4100');
    // Focus moves on after 4 digits; Continue waits for both fields.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('bin-second');
    await expect.poll(() => dialog.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await page.keyboard.type('0001');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => dialog.getByTestId('card-name').textContent()).toBe('Reserve');

    await dialog.getByLabel('Mobile number (+91)').fill('9400000001');
    const signUp = dialog.getByRole('button', { name: 'Sign up' });
    await signUp.waitFor();
    await expect.poll(() => signUp.isDisabled()).toBe(true);
    await dialog.getByLabel('Name', { exact: true }).fill('Meera Iyer');
    await dialog.getByLabel('E-mail').fill('meera@example.in');
    const terms = dialog.getByLabel(/I accept the/);
    await terms.check();
    await terms.uncheck();
    await terms.blur();
    await dialog.getByText(messages.acceptTerms).waitFor();
    await expect.poll(() => signUp.isDisabled()).toBe(true);
    await terms.check();
    await signUp.click();

    const code = await waitForCode(page.request, '9400000001');
    await dialog.getByLabel('One-time code (OTP)').fill(code);
    // No click: the sixth digit verifies by itself.
    await page.getByText(messages.loggedIn).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Meera' }).waitFor();

    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('currentUser') ?? 'null'),
      token: localStorage.getItem('token'),
    }));
    expect(stored.user).toMatchObject({ full_name: 'Meera Iyer', mobile: '9400000001', email: 'meera@example.in', bin: '41000001' });
    expect(stored.user.token).toBe(stored.token);
    expect(stored.user.login_details).toHaveProperty('last_login');
    expect(new Date(stored.user.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('an existing cardholder gets the code at once and signs in; the menu shows the last login', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await createCardholder(page.request, { mobile: '9400000002', name: 'Ravi Kumar' });
    await visit(page, '/');
    await signInThroughUi(page, { bin: '42111155', mobile: '9400000002' });
    await page.getByRole('button', { name: 'Ravi' }).click();
    for (const item of ['Profile', 'Golf Booking Requests', 'Airport Concierge Service', 'Airport Transfer Bookings', 'Sign Out']) {
      await expect.poll(() => page.getByRole('menuitem', { name: item }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByText('Manage Bookings').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/Last Login: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)/).isVisible()).toBe(true);
    await context.close();
  });

  it("an unknown card shows 'Invalid bin' and clears both fields; Backspace returns to the first", async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = signInDialog(page);
    await dialog.getByLabel('Digits 1 to 4').fill('1234');
    await page.keyboard.press('Backspace');
    // Back in the first field, where Backspace goes on to delete its last digit.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('bin-first');
    await expect.poll(() => dialog.getByLabel('Digits 1 to 4').inputValue()).toBe('123');
    await page.keyboard.type('45678');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('alert').filter({ hasText: messages.invalidBin }).waitFor();
    await expect.poll(() => dialog.getByLabel('Digits 1 to 4').inputValue()).toBe('');
    await expect.poll(() => dialog.getByLabel('Digits 5 to 8').inputValue()).toBe('');
    await expect.poll(() => dialog.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('a wrong code says so and zeroes the timer; the right code then signs in', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    const { dialog, code } = await codeSentTo(page, { mobile: '9400000003', name: 'Kiran Shah' }, '41000013');
    const field = dialog.getByLabel('One-time code (OTP)');
    await field.fill(wrong(code));
    await dialog.getByText(messages.otpCheck).waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Resend OTP' }).isVisible()).toBe(true);
    await field.fill(code);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Kiran' }).waitFor();
    await context.close();
  });

  it('checks the code field: empty and short have their own messages', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    await enterCard(page, '41000001');
    const dialog = signInDialog(page);
    await dialog.getByLabel('Mobile number (+91)').fill('9400000004');
    await dialog.getByLabel('Name', { exact: true }).fill('Test User');
    await dialog.getByLabel('E-mail').fill('t@example.in');
    await dialog.getByLabel(/I accept the/).check();
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText(messages.otpRequired).waitFor();
    await dialog.getByLabel('One-time code (OTP)').fill('123');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText(messages.otpSixDigits).waitFor();
    await context.close();
  });

  it('five wrong codes lock the mobile and return to mobile entry with the lockout message', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    const { dialog, code } = await codeSentTo(page, { mobile: '9400000005' });
    const field = dialog.getByLabel('One-time code (OTP)');
    for (let i = 1; i <= 4; i++) {
      await field.fill(String((Number(code) + i) % 1_000_000).padStart(6, '0'));
      await dialog.getByText(messages.otpAttemptsLeft(5 - i)).waitFor();
    }
    await field.fill(String((Number(code) + 5) % 1_000_000).padStart(6, '0'));
    await dialog.getByText(messages.otpMaxAttempts(30)).waitFor();
    await expect.poll(() => dialog.getByLabel('Mobile number (+91)').isVisible()).toBe(true);
    await context.close();
  });

  it('counts down 180 seconds, then Resend clears the code and sends a new one after 3 seconds', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await page.clock.install();
    await visit(page, '/');
    const { dialog, code: oldCode } = await codeSentTo(page, { mobile: '9400000006', name: 'Dev Patel' });
    const countdown = dialog.getByTestId('otp-countdown');
    await expect.poll(() => shownSeconds(countdown)).toBeGreaterThanOrEqual(175);
    await page.clock.runFor(60_000);
    await expect.poll(() => shownSeconds(countdown)).toBeLessThanOrEqual(120);
    expect(await shownSeconds(countdown)).toBeGreaterThanOrEqual(115);
    await expect.poll(() => dialog.getByRole('button', { name: 'Resend OTP' }).count()).toBe(0);
    await page.clock.runFor(120_000);
    const resend = dialog.getByRole('button', { name: 'Resend OTP' });
    await resend.waitFor();

    await dialog.getByLabel('One-time code (OTP)').fill('12');
    const beforeResend = await newestOutboxTime(page.request, '9400000006');
    await resend.click();
    await expect.poll(() => dialog.getByLabel('One-time code (OTP)').inputValue()).toBe('');
    await page.clock.runFor(2_000);
    await expect.poll(() => newestOutboxTime(page.request, '9400000006')).toBe(beforeResend);
    await page.clock.runFor(1_500);
    const newCode = await waitForCode(page.request, '9400000006', beforeResend);
    await dialog.getByTestId('otp-countdown').waitFor();
    expect(newCode === oldCode || newCode.length === 6).toBe(true);
    await dialog.getByLabel('One-time code (OTP)').fill(newCode);
    await page.clock.runFor(1_000);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Dev' }).waitFor();
    await context.close();
  });

  it('at zero Resend becomes available and no countdown stands still; a wrong code zeroes it the same way', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await page.clock.install();
    await visit(page, '/');
    const { dialog, code } = await codeSentTo(page, { mobile: '9400000007', name: 'Tara Sen' });
    const timer = dialog.getByRole('timer', { name: 'OTP timer' });
    const resend = dialog.getByRole('button', { name: 'Resend OTP' });

    // A wrong code sets the timer to zero: Resend is offered at once, and no countdown stays on screen (issue 30: one
    // standing at 3:00 read as frozen).
    await page.clock.runFor(30_000);
    await expect.poll(() => shownSeconds(timer)).toBeLessThanOrEqual(150);
    expect(await shownSeconds(timer)).toBeGreaterThanOrEqual(145);
    await dialog.getByLabel('One-time code (OTP)').fill(wrong(code));
    await page.clock.runFor(1_500);
    await dialog.getByText(messages.otpCheck).waitFor();
    await resend.waitFor();
    await dialog.getByText(messages.otpResendNow).waitFor();
    await expect.poll(() => timer.count()).toBe(0);

    // Resend starts the count from 180 again; at zero Resend is offered and the countdown goes.
    const beforeResend = await newestOutboxTime(page.request, '9400000007');
    await resend.click();
    await page.clock.runFor(3_500);
    await waitForCode(page.request, '9400000007', beforeResend);
    await resend.waitFor({ state: 'detached' });
    await page.clock.runFor(60_000);
    await expect.poll(() => shownSeconds(timer)).toBeLessThanOrEqual(120);
    expect(await shownSeconds(timer)).toBeGreaterThanOrEqual(115);
    await page.clock.runFor(120_000);
    await resend.waitFor();
    await expect.poll(() => timer.count()).toBe(0);
    await context.close();
  });

  it('closes with the close icon and opens again from the start', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    await enterCard(page, '41000001');
    await signInDialog(page).getByRole('button', { name: 'Close' }).click();
    await signInDialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Log In' }).click();
    await signInDialog(page).getByLabel('Digits 1 to 4').waitFor();
    await context.close();
  });
});
