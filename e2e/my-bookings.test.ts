import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { addDays, istDate, messages } from '@portal/contract';
import { startPostgres } from '../scripts/pg-server.mjs';
import { pickDate } from './date-field.ts';
import { launchBrowser, openPage, seriousA11yViolations, startPortal, visit, type PortalServer } from './harness.ts';
import { atBank, payWithNewCard } from './payment.ts';
import { signInDialog, signInThroughUi } from './sign-in.ts';

const root = path.resolve(import.meta.dirname, '..');
const clientHeaders = { 'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web' };
const staff = { email: 'ravi@provider.example.in', password: 'timeline keeper 2026' };

// PostgreSQL, so the staff account can be added from the command line while the server runs.
let postgres: { url: string; stop(): void };
let server: PortalServer;
let browser: Browser;

beforeAll(async () => {
  postgres = await startPostgres();
  server = await startPortal({ DATABASE_URL: postgres.url });
  execFileSync('npm', ['run', '-s', 'staff:add', '--', '--email', staff.email, '--role', 'concierge', '--password', staff.password], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: postgres.url },
    stdio: 'pipe',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  postgres?.stop();
});

/** The provider's side: staff sign in and confirm the paid request with its tee time. */
async function staffConfirms(page: Page, bookingId: string) {
  const signedIn = await page.request.post('/api/core/sessions', { headers: clientHeaders, data: staff });
  expect(signedIn.status()).toBe(200);
  const token = ((await signedIn.json()) as { data: { attributes: { token: string } } }).data.attributes.token;
  const confirmed = await page.request.post(`/api/ops/bookings/${bookingId}/confirm`, {
    headers: { ...clientHeaders, authorization: `Bearer ${token}` },
    data: { details: { tee_time: '7:10 am', course_contact_name: 'Pro shop', course_contact_phone: '080 2222 3333' } },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

async function downloadFrom(page: Page, button: Locator): Promise<{ download: Download; body: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { download, body: await readFile((await download.path())!) };
}

describe('/my-bookings', () => {
  it('shows a golf game just booked, paid and confirmed, with its voucher (a PDF) and its calendar file', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url);
    await visit(page, '/golf');
    await page.getByRole('button', { name: /Familiar with the Game/ }).click();
    await signInDialog(page).waitFor();
    await signInThroughUi(page, { bin: '41000001', mobile: '9811100301', name: 'Meera Iyer' });
    const dialog = page.getByRole('dialog', { name: 'Send booking request' });
    await dialog.waitFor();
    await dialog.getByLabel('Lady').check();
    await dialog.getByLabel('Golf course').selectOption('GC002');
    await pickDate(dialog, 'Booking date', addDays(istDate(new Date()), 10));
    await dialog.getByLabel('Booking time').selectOption('7');
    await dialog.getByLabel(/agree to be contacted/).check();
    await dialog.getByLabel(/I accept the/).check();
    await dialog.getByRole('button', { name: 'Send booking request' }).click();
    await page.waitForURL(/\/golf\/[0-9a-f-]{36}\/checkout$/);
    const bookingId = /\/golf\/([0-9a-f-]{36})\/checkout$/.exec(page.url())![1]!;
    await page.getByRole('heading', { name: 'Make Payment' }).waitFor();
    await payWithNewCard(page, { amount: '₹10' });
    await atBank(page, 'Approve payment');
    await page.waitForURL('**/golf-bookings');

    // The list focuses the booking just paid, which would close a menu opened before it: wait for it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-highlighted'))).toBe('true');

    // Paid, not yet confirmed: on the timeline as requested, nothing to show at the club yet.
    await page.getByRole('button', { name: 'Meera' }).click();
    await page.getByRole('menuitem', { name: 'My bookings' }).click();
    await page.waitForURL('**/my-bookings');
    const upcoming = page.getByRole('region', { name: messages.upcomingBookings });
    const golf = upcoming.getByRole('article').filter({ has: page.getByTestId('booking-kind').filter({ hasText: 'Golf' }) });
    await expect.poll(() => golf.getByTestId('booking-status').textContent()).toBe('Requested');
    await expect.poll(() => golf.getByRole('heading', { level: 3 }).textContent()).toBe('DLF Golf & Country Club');
    await expect.poll(() => golf.getByRole('button', { name: /^Voucher/ }).count()).toBe(0);
    const reference = (await golf.locator('dd').first().textContent())!;
    expect(reference).toMatch(/^GLF-/);

    await staffConfirms(page, bookingId);
    await visit(page, '/my-bookings');
    await expect.poll(() => golf.getByTestId('booking-status').textContent()).toBe('Confirmed');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => golf.getByRole('button', { name: `Voucher (PDF) for ${reference}` }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const voucher = await downloadFrom(page, golf.getByRole('button', { name: `Voucher (PDF) for ${reference}` }));
    expect(voucher.download.suggestedFilename()).toBe(`${reference}-voucher.pdf`);
    expect(voucher.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const calendar = await downloadFrom(page, golf.getByRole('button', { name: `Add to calendar for ${reference}` }));
    expect(calendar.download.suggestedFilename()).toBe(`${reference}.ics`);
    expect(calendar.body.toString('utf8')).toContain(`(${reference})`);

    // The kind's chip keeps golf; the per-service list is still there as the spec's route.
    await page.getByRole('group', { name: 'Show bookings of' }).getByRole('button', { name: 'Golf' }).click();
    await expect.poll(() => golf.count()).toBe(1);
    await visit(page, '/golf-bookings');
    await expect.poll(() => page.getByRole('article').filter({ hasText: reference }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
