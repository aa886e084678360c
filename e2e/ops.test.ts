import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, startPortal, visit, type PortalServer } from './harness.ts';
import { startPostgres } from '../scripts/pg-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const staff = { email: 'meera@provider.example.in', password: 'queue keeper 2026' };
const admin = { email: 'lead@provider.example.in', password: 'console admin 2026' };

let postgres: { url: string; stop(): void };
let server: PortalServer;
let browser: Browser;
let db: pg.Client;

/** A cardholder and a paid golf request, as the golf form and the payment gateway would leave them. */
async function insertPaidRequest(mobile: string, reference: string, answerBy: Date) {
  const user = await db.query<{ id: string }>(`insert into users (mobile, name, email) values ($1, 'Asha Rao', $2) returning id`, [
    mobile,
    `${mobile}@example.in`,
  ]);
  const card = await db.query<{ id: string; bin: string }>(`select id, bin from card_products where name = 'Reserve'`);
  const serviceAt = new Date(Date.now() + 6 * 86_400_000);
  const booking = await db.query<{ id: string }>(
    `insert into bookings (reference, user_id, type, status, bin_used, card_product_id, fee_rupees, quota_units, quota_year, city,
       service_at, booking_date_time, request_info, answer_by)
     values ($1, $2, 'GolfEnquiry', 'requested', $3, $4, 10, 1, $5, 'Bengaluru', $6, 'Sat, 28 Nov 2026 7:00:00 am', $7, $8) returning id`,
    [
      reference,
      user.rows[0]!.id,
      card.rows[0]!.bin,
      card.rows[0]!.id,
      serviceAt.getUTCFullYear(),
      serviceAt,
      { golf_course: 'Karnataka Golf Association', guests: 1 },
      answerBy,
    ],
  );
  await db.query(
    `insert into booking_transitions (booking_id, from_status, to_status, event, actor_type, actor_id, created_at)
     values ($1, null, 'pending_payment', 'create', 'cardholder', $2, now() - interval '1 hour'),
            ($1, 'pending_payment', 'requested', 'pay', 'gateway', null, now() - interval '50 minutes')`,
    [booking.rows[0]!.id, user.rows[0]!.id],
  );
  return booking.rows[0]!.id;
}

beforeAll(async () => {
  postgres = await startPostgres();
  server = await startPortal({ DATABASE_URL: postgres.url });
  for (const [who, role] of [
    [staff, 'concierge'],
    [admin, 'admin'],
  ] as const) {
    execFileSync('npm', ['run', '-s', 'staff:add', '--', '--email', who.email, '--role', role, '--password', who.password], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: postgres.url },
      stdio: 'pipe',
    });
  }
  db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  await insertPaidRequest('9811111111', 'GLF-LATERREQ', new Date(Date.now() + 40 * 3_600_000));
  await insertPaidRequest('9822222222', 'GLF-URGENTRQ', new Date(Date.now() - 3_600_000));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
  await server?.stop();
  postgres?.stop();
});

describe('staff console', () => {
  it('signs staff in, shows the overdue paid request first, opens it and confirms it; the cardholder is told', async () => {
    const { page, consoleErrors, context } = await openPage(browser, server.url, { width: 375, height: 800 });
    await visit(page, '/ops');
    expect(page.url()).toMatch(/\/ops\/sign-in$/);
    await page.getByLabel('E-mail').fill(staff.email);
    await page.getByLabel('Password').fill('wrong password here');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'The e-mail or password is not right.' }).waitFor();
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Booking queue' }).waitFor();
    await page.waitForLoadState('networkidle');
    await visit(page, '/ops');

    const cards = page.getByRole('list', { name: 'Bookings, earliest deadline first' }).getByRole('listitem');
    await expect(cards.first().getByRole('link').textContent()).resolves.toBe('GLF-URGENTRQ');
    await expect.poll(() => cards.first().getByText('Overdue').isVisible()).toBe(true);
    await expect.poll(() => cards.nth(1).getByText('Overdue').count()).toBe(0);

    await cards.first().getByRole('link', { name: 'GLF-URGENTRQ' }).click();
    await page.getByRole('heading', { level: 1, name: 'Booking GLF-URGENTRQ' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByText('Karnataka Golf Association').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: '9822222222', exact: true }).isVisible()).toBe(true);
    await visit(page, page.url().replace(server.url, ''));

    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm GLF-URGENTRQ' });
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await expect.poll(() => dialog.getByRole('alert').first().textContent()).toBe('Enter the tee time.');
    await dialog.getByLabel('Tee time').fill('7:00 am');
    await dialog.getByLabel('Course contact', { exact: true }).fill('Pro shop, Karnataka Golf Association');
    await dialog.getByLabel('Course contact phone').fill('080 2222 3333');
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('Booking confirmed. The cardholder has been told.').waitFor();
    await page.getByRole('heading', { name: 'Confirmation details' }).waitFor();
    await expect.poll(() => page.getByText(`Confirmed — `).first().textContent()).toContain(staff.email);
    await expect.poll(() => page.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0);

    // The server's job worker sends the confirmation; the local SMS channel is the outbox.
    await expect
      .poll(
        async () => {
          const outbox = (await (await fetch(`${server.url}/api/dev/outbox?to=9822222222`)).json()) as { body: string }[];
          return outbox.map((m) => m.body).join('\n');
        },
        { timeout: 15_000 },
      )
      .toContain(
        'is confirmed. Tee time: 7:00 am; Course contact: Pro shop, Karnataka Golf Association; Course contact phone: 080 2222 3333',
      );
    // The one expected failure: the wrong password's 401, which Chromium logs as a failed resource.
    expect(consoleErrors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('lets an admin add a staff account in the console, who can then sign in', async () => {
    const { page, consoleErrors, context } = await openPage(browser, server.url);
    await visit(page, '/ops/sign-in');
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Staff', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff accounts' }).waitFor();
    await page.waitForLoadState('networkidle');
    await visit(page, '/ops/staff');
    const form = page.getByRole('form', { name: 'Add a staff account' });
    await form.getByLabel('E-mail').fill('ravi@provider.example.in');
    await form.getByLabel('Name').fill('Ravi Menon');
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Add staff account' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Use at least 12 characters.');
    await form.getByLabel('Password').fill('ravi desk password');
    await form.getByRole('button', { name: 'Add staff account' }).click();
    await page.getByText('Staff account added.').waitFor();
    await page.getByText('Ravi Menon — ravi@provider.example.in (concierge)').waitFor();

    const signIn = await fetch(`${server.url}/api/core/sessions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-id': 'axis',
        'x-client-id': 'axis-benefits',
        'x-project-id': 'axis-benefits-web',
      },
      body: JSON.stringify({ email: 'ravi@provider.example.in', password: 'ravi desk password' }),
    });
    expect(signIn.status).toBe(200);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
