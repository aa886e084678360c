/**
 * Screenshot tests of the key pages (issue 20 part 7) on a desktop and a phone, compared with the committed
 * baselines in e2e/__screenshots__/ (see ./screenshot.ts). After an intended visual change, regenerate them:
 *
 *   npm run build && UPDATE_SCREENSHOTS=1 npx vitest run --project e2e e2e/screenshots.test.ts
 *
 * Each viewport has its own cardholder on a fresh database, so quotas read the same every run; dates,
 * references and the copyright year are masked (screenshot.ts VOLATILE_TEXT).
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, istDate } from '@portal/contract';
import { seriousA11yViolations, usePortal, visit } from './harness.ts';
import { fillLadyAtDlf, sendGolfRequest } from './paid-request.ts';
import { expectScreenshot } from './screenshot.ts';
import { describeAtViewports, type Viewport } from './screenshot-harness.ts';
import { signInThroughUi } from './sign-in.ts';

const portal = usePortal();

/** Each viewport's own cardholder. */
const mobileAt: Record<Viewport['label'], string> = { '1280': '9811200001', '375': '9811200002' };

/** A booking date ten or more days ahead whose day of the month has two digits, so its text is as wide every run. */
function bookingDate(): string {
  let date = addDays(istDate(new Date()), 10);
  while (Number(date.slice(8)) < 10) date = addDays(date, 1);
  return date;
}

const bookingDialog = (page: Page) => page.getByRole('dialog', { name: 'Send booking request' });

describeAtViewports(portal, 'key pages at $label px', ({ label }, tracked) => {
  it('home, signed out', async () => {
    const { page } = tracked;
    await visit(page, '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectScreenshot(page, `home-signed-out-${label}`);
  });

  it('the golf service page', async () => {
    const { page } = tracked;
    await visit(page, '/golf');
    await page.getByText('DLF Golf & Country Club').waitFor();
    await expectScreenshot(page, `golf-${label}`);
  });

  it('home, signed in', async () => {
    const { page } = tracked;
    await visit(page, '/');
    await signInThroughUi(page, { bin: '41000004', mobile: mobileAt[label], name: 'Asha K Rao', email: 'asha.rao@example.in' });
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Asha' }).waitFor();
    await page.getByText('No upcoming bookings.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `home-signed-in-${label}`);
  });

  it('the golf booking dialog', async () => {
    const { page } = tracked;
    await visit(page, '/golf');
    await page.getByRole('button', { name: /Familiar with the Game/ }).click();
    const dialog = bookingDialog(page);
    await dialog.getByText('0 sessions utilized').waitFor();
    await expect.poll(() => dialog.getByLabel('First name').inputValue()).toBe('Asha');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `golf-booking-dialog-${label}`, { fullPage: false });
  });

  it('a golf checkout', async () => {
    const { page } = tracked;
    const dialog = bookingDialog(page);
    await fillLadyAtDlf(dialog, bookingDate());
    await sendGolfRequest(page, dialog);
    await page.getByRole('region', { name: 'Payment' }).first().waitFor();
    await expect.poll(() => page.locator('dl').last().innerText()).toContain('7:00 AM');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectScreenshot(page, `golf-checkout-${label}`);
  });

  it('the golf bookings list', async () => {
    const { page } = tracked;
    await visit(page, '/golf-bookings');
    await page.getByRole('article').filter({ hasText: 'DLF Golf & Country Club' }).waitFor();
    await expectScreenshot(page, `golf-bookings-${label}`);
  });
});
