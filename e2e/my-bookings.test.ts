import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Download, Locator, Page } from 'playwright-core';
import { messages } from '@portal/contract';
import { openPage, seriousA11yViolations, visit } from './harness.ts';
import { requestAndPayGolfGame } from './paid-request.ts';
import { usePortalOnPostgres } from './postgres-portal.ts';

const clientHeaders = { 'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web' };
const staff = { email: 'ravi@provider.example.in', password: 'timeline keeper 2026' };

// PostgreSQL, so the staff account can be added from the command line while the server runs.
const portal = usePortalOnPostgres([{ ...staff, role: 'concierge' }]);

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
    const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/golf');
    const bookingId = await requestAndPayGolfGame(page, { mobile: '9811100301', name: 'Meera Iyer' });

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
    // What staff confirmed, under its labels at the top of the booking (issue 30), never the raw keys.
    await expect
      .poll(() => golf.getByLabel(`Confirmed details for ${reference}`).innerText())
      .toMatch(/^Tee time\s+7:10 am\s+Course contact\s+Pro shop\s+Course contact phone\s+080 2222 3333$/);
    await expect.poll(() => golf.getByRole('link', { name: '080 2222 3333' }).getAttribute('href')).toBe('tel:08022223333');
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
