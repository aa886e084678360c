import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { insertSignedInUser } from '../apps/api/src/test/signed-in-user.ts';
import { startPostgres } from '../scripts/pg-server.mjs';
import { atBank, payWithNewCard, TEST_CARD as CARD, TEST_CVV as CVV } from './payment.ts';
import { launchBrowser, openPage, startPortal, visit, type PortalServer } from './harness.ts';

// The server's default local secret: sessions are made here exactly as the sessions service makes them.
const APP_SECRET = 'e2e-payments-secret-0123456789';

let postgres: { url: string; stop(): void };
let server: PortalServer;
let browser: Browser;
let db: pg.Client;
let user: { id: string; token: string };

beforeAll(async () => {
  postgres = await startPostgres();
  server = await startPortal({ DATABASE_URL: postgres.url, APP_SECRET, LOG_LEVEL: 'debug' });
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  user = await insertSignedInUser(db, APP_SECRET, { mobile: '9876543210', name: 'Asha Rao', email: 'asha@example.in' });
}, 400_000);
afterAll(async () => {
  await db?.end();
  await browser?.close();
  await server?.stop();
  postgres?.stop();
});

async function newGolfBooking(hoursAhead = 24 * 20) {
  const {
    rows: [card],
  } = await db.query(`select id from card_products where bin = '41000001'`);
  const {
    rows: [booking],
  } = await db.query(
    `insert into bookings (reference, user_id, type, status, bin_used, card_product_id, fee_rupees, quota_units, quota_year, service_at, booking_date_time, request_info)
     values ($1, $2, 'GolfEnquiry', 'pending_payment', '41000001', $3, 10, 1, 2027, now() + make_interval(hours => $4), 'Wed, 10 Jun 2027 9:00:00 am', $5) returning id`,
    [
      `GLF-E2E${randomBytes(3).toString('hex').toUpperCase()}`,
      user.id,
      card.id,
      hoursAhead,
      JSON.stringify({
        golf_course: 'Delhi Golf Club',
        golf_course_id: 'GC009',
        city: 'Delhi',
        booking_type: 'play',
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha@example.in',
        mobile_number: '9876543210',
        user_type: 'lady',
        booking_for: 'Self',
        guest_name: '',
        club_member_name: '',
        contact_info: true,
        agree_terms: true,
      }),
    ],
  );
  await db.query(
    `insert into booking_transitions (booking_id, to_status, event, actor_type, actor_id) values ($1, 'pending_payment', 'create', 'cardholder', $2)`,
    [booking.id, user.id],
  );
  return booking.id as string;
}
const statusOf = async (id: string) => (await db.query('select status from bookings where id = $1', [id])).rows[0].status as string;

async function signedInPage() {
  const tracked = await openPage(browser, server.url, { width: 375, height: 800 });
  await tracked.context.addInitScript(
    ({ token, id }) => {
      localStorage.setItem('token', token);
      localStorage.setItem(
        'currentUser',
        JSON.stringify({ id, full_name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.in', bin: '41000001', login_details: {} }),
      );
    },
    { token: user.token, id: user.id },
  );
  return tracked;
}

describe('payments in the browser', () => {
  it('shows the login prompt to a signed-out visitor', async () => {
    const { page, context } = await openPage(browser, server.url);
    await visit(page, '/golf-bookings');
    await expect.poll(() => page.getByText('Please login to continue.').isVisible()).toBe(true);
    await context.close();
  });

  it('pays with a new card through the sandbox page and lands on the list with status Requested', async () => {
    const bookingId = await newGolfBooking();
    const { page, context, consoleErrors } = await signedInPage();
    await visit(page, `/payments/${bookingId}`);
    await payWithNewCard(page);
    await atBank(page, 'Approve payment');
    await page.waitForURL('**/golf-bookings');
    await page.getByText('Payment successful. Your booking request has been sent for confirmation.').waitFor();
    const card = page.getByRole('article').filter({ hasText: 'Delhi Golf Club' }).first();
    await expect.poll(() => card.getByTestId('booking-status').textContent()).toBe('Requested');
    await expect.poll(() => card.getByText('Rs.10').isVisible()).toBe(true);
    await expect.poll(() => statusOf(bookingId)).toBe('requested');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a declined payment shows the failure, and a retry from "Pay now" succeeds (saving the card)', async () => {
    const bookingId = await newGolfBooking();
    const { page, context } = await signedInPage();
    await visit(page, `/payments/${bookingId}`);
    await payWithNewCard(page);
    await atBank(page, 'Decline payment');
    await page.waitForURL('**/golf-bookings');
    await page.getByText('Payment failed. Please try again.').waitFor();
    await expect.poll(() => statusOf(bookingId)).toBe('payment_failed');
    await page
      .getByRole('link', { name: /Pay now/ })
      .first()
      .click();
    // "Pay now" returns to the service's own checkout page, which carries the widget.
    await page.waitForURL(`**/golf/${bookingId}/checkout`);
    await page.getByRole('heading', { name: 'Make Payment' }).waitFor();
    await payWithNewCard(page, { save: true });
    await atBank(page, 'Approve payment');
    await page.waitForURL('**/golf-bookings');
    await expect.poll(() => statusOf(bookingId)).toBe('requested');
    await context.close();
  });

  it('pays with a saved card (Prefered is the default once a card is saved)', async () => {
    const bookingId = await newGolfBooking();
    const { page, context } = await signedInPage();
    await visit(page, `/payments/${bookingId}`);
    await expect.poll(() => page.getByRole('radio', { name: 'Prefered' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByText(`410000XXXXXX${CARD.slice(-4)}`).isVisible()).toBe(true);
    await page.getByLabel('CVV').fill(CVV);
    await page.getByRole('button', { name: 'Pay Rs.10' }).click();
    await atBank(page, 'Approve payment');
    await page.waitForURL('**/golf-bookings');
    await expect.poll(() => statusOf(bookingId)).toBe('requested');

    // The profile lists the saved card, masked, with a way to remove it.
    await visit(page, '/profile');
    const saved = page.getByRole('region', { name: 'Saved cards' });
    await saved.getByText(`410000XXXXXX${CARD.slice(-4)}`).waitFor();
    await expect.poll(() => saved.getByRole('button', { name: /Remove|Delete/ }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('cancels a paid booking through the confirmation dialog and the fee is refunded', async () => {
    const { rows } = await db.query(
      `select id, reference from bookings where user_id = $1 and status = 'requested' order by created_at limit 1`,
      [user.id],
    );
    const { page, context } = await signedInPage();
    await visit(page, '/golf-bookings');
    await page.getByRole('button', { name: `Cancel booking ${rows[0].reference}` }).click();
    await page.getByRole('dialog', { name: 'Cancel booking' }).getByRole('button', { name: 'Yes, cancel booking' }).click();
    await page.getByText('Your booking has been cancelled.').waitFor();
    await expect.poll(() => statusOf(rows[0].id), { timeout: 20_000 }).toBe('refunded');
    // The list says so, in words: the fee and the day it went back.
    await page.reload();
    const card = page.getByRole('article').filter({ hasText: rows[0].reference });
    await card.getByText(/^Refund of Rs\.10 refunded on \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor();
    await context.close();
  });

  it('the concierge list is also at /flight-bookings', async () => {
    const { page, context } = await signedInPage();
    await visit(page, '/flight-bookings');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Airport Concierge Service Bookings' }).isVisible()).toBe(true);
    await context.close();
  });

  it('never writes the card number or CVV to the database or the logs', async () => {
    const { rows: tables } = await db.query(`select tablename from pg_tables where schemaname = 'public'`);
    let dump = '';
    for (const { tablename } of tables)
      dump += (await db.query(`select t::text as row from "${tablename}" t`)).rows.map((r) => r.row).join('\n');
    const logs = server.output();
    for (const text of [dump, logs]) {
      expect(text).not.toContain(CARD);
      expect(text).not.toMatch(new RegExp(`(^|[,(=:"'\\s])${CVV}($|[,)"'&\\s}])`));
    }
    expect(dump).toContain(`410000XXXXXX${CARD.slice(-4)}`);
  });
});
