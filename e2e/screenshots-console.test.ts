/**
 * Screenshot tests of the staff console's booking queue (issue 30: IST, dd/mm/yyyy without seconds, urgency in
 * colour) at 1280 and 375 px, compared with the baselines in e2e/__screenshots__/ named `console-*`. It runs on a
 * throw-away PostgreSQL, as the console's other browser tests do (staff accounts are added from the command line).
 * Three paid golf requests wait: one overdue, one due soon, one due later. After an intended visual change:
 *
 *   npm run build -w @portal/web && UPDATE_SCREENSHOTS=1 npx vitest run --project e2e e2e/screenshots-console.test.ts
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { seriousA11yViolations, visit } from './harness.ts';
import { usePortalOnPostgres } from './postgres-portal.ts';
import { expectScreenshot } from './screenshot.ts';
import { describeAtViewports } from './screenshot-harness.ts';

const staff = { email: 'meera@provider.example.in', password: 'queue keeper 2026', role: 'concierge' } as const;
const portal = usePortalOnPostgres([staff]);
const HOUR_MS = 3_600_000;

/** A cardholder's paid golf request, as the golf form and the gateway would leave it, answered by `answerBy`. */
async function insertPaidRequest(db: pg.Client, request: { mobile: string; name: string; reference: string; answerBy: Date }) {
  const user = await db.query<{ id: string }>(`insert into users (mobile, name, email) values ($1, $2, $3) returning id`, [
    request.mobile,
    request.name,
    `${request.mobile}@example.in`,
  ]);
  const card = await db.query<{ id: string; bin: string }>(`select id, bin from card_products where name = 'Reserve'`);
  const serviceAt = new Date(Date.now() + 6 * 24 * HOUR_MS);
  await db.query(
    `insert into bookings (reference, user_id, type, status, bin_used, card_product_id, fee_rupees, quota_units, quota_year, city,
       service_at, booking_date_time, request_info, answer_by)
     values ($1, $2, 'GolfEnquiry', 'requested', $3, $4, 10, 1, $5, 'Bengaluru', $6, 'Sat, 28 Nov 2026 7:00:00 am', $7, $8)`,
    [
      request.reference,
      user.rows[0]!.id,
      card.rows[0]!.bin,
      card.rows[0]!.id,
      serviceAt.getUTCFullYear(),
      serviceAt,
      { golf_course: 'Karnataka Golf Association', guests: 1 },
      request.answerBy,
    ],
  );
}

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: portal.postgres.url });
  await db.connect();
  const now = Date.now();
  await insertPaidRequest(db, { mobile: '9811400001', name: 'Asha Rao', reference: 'GLF-QUEUE001', answerBy: new Date(now - HOUR_MS) });
  await insertPaidRequest(db, {
    mobile: '9811400002',
    name: 'Ravi Menon',
    reference: 'GLF-QUEUE002',
    answerBy: new Date(now + 2 * HOUR_MS),
  });
  await insertPaidRequest(db, {
    mobile: '9811400003',
    name: 'Meera Iyer',
    reference: 'GLF-QUEUE003',
    answerBy: new Date(now + 40 * HOUR_MS),
  });
});
afterAll(async () => {
  await db?.end();
});

describeAtViewports(portal, 'staff console at $label px', ({ label }, tracked) => {
  it('the booking queue: urgency in colour, India time, no seconds', async () => {
    const { page } = tracked;
    await visit(page, '/ops/sign-in');
    await page.getByLabel('E-mail').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Booking queue' }).waitFor();
    const cards = page.getByRole('list', { name: 'Bookings, earliest deadline first' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(3);
    await expect.poll(() => cards.first().getByText('Overdue', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => cards.nth(1).getByText('Due soon', { exact: true }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // When a game is and when it is due are written relative to today: masked.
    await expectScreenshot(page, `console-queue-${label}`, {
      mask: [cards.locator('dl > div:nth-child(2) dd'), cards.locator('dl > div:nth-child(3) dd')],
    });
  });
});
