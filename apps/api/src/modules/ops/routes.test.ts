import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { istDate } from '@portal/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { paidBooking, staffSession } from '../../test/fixtures.ts';

let t: TestApp;
let adminToken: string;
let concierge: { id: string; token: string; password: string };
let cardholder: { userId: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.signInAs('9100000001', { role: 'admin' })).token;
  concierge = await staffSession(t, adminToken, 'meera@provider.example.in');
  cardholder = await t.signInAs('9800000001', { name: 'Asha Rao', email: 'asha@example.in' });
});
afterAll(() => t.close());

const someId = '00000000-0000-4000-8000-000000000000';
const staffEndpoints: [string, string, object?][] = [
  ['GET', '/api/ops/me'],
  ['GET', '/api/ops/bookings'],
  ['GET', `/api/ops/bookings/${someId}`],
  ['POST', `/api/ops/bookings/${someId}/confirm`, { details: {} }],
  ['POST', `/api/ops/bookings/${someId}/decline`, { reason: 'No slots' }],
  ['POST', `/api/ops/bookings/${someId}/complete`, {}],
  ['POST', `/api/ops/bookings/${someId}/no_show`, {}],
  ['GET', '/api/ops/staff'],
  ['POST', '/api/ops/staff', { email: 'x@example.in', name: 'X', role: 'concierge', password: 'long enough password' }],
];

describe('role checks', () => {
  it.each(staffEndpoints)('%s %s refuses a cardholder (403) and an anonymous caller (401)', async (method, url, payload) => {
    const asCardholder = await t.call({ method: method as 'GET', url, payload, token: cardholder.token });
    expect(asCardholder.statusCode).toBe(403);
    expect(asCardholder.json().error.code).toBe('FORBIDDEN');
    const anonymous = await t.call({ method: method as 'GET', url, payload });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each(staffEndpoints.filter(([, url]) => url === '/api/ops/staff'))(
    '%s %s is for admins only: a concierge gets 403',
    async (method, url, payload) => {
      const response = await t.call({ method: method as 'GET', url, payload, token: concierge.token });
      expect(response.statusCode).toBe(403);
    },
  );
});

describe('staff sign-in', () => {
  it('answers POST /api/core/sessions with the token and the console address, and the token opens the console', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/core/sessions',
      payload: { email: 'MEERA@provider.example.in', password: concierge.password },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.attributes.role).toBe('concierge');
    expect(data.relationships.target.links.subdomain).toMatch(/\/ops$/);
    const me = await t.call({ url: '/api/ops/me', token: data.attributes.token });
    expect(me.json().data).toMatchObject({ email: 'meera@provider.example.in', role: 'concierge' });
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const { rows } = (await t.database.db.execute(
      sql`select password_hash from staff_credentials where email = 'meera@provider.example.in'`,
    )) as unknown as { rows: { password_hash: string }[] };
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(rows[0]!.password_hash).not.toContain(concierge.password);
  });

  it('locks the account for 30 minutes after 5 wrong passwords, even for the right one', async () => {
    await staffSession(t, adminToken, 'lock@provider.example.in');
    const attempt = (password: string) =>
      t.call({ method: 'POST', url: '/api/core/sessions', payload: { email: 'lock@provider.example.in', password } });
    for (let n = 1; n <= 4; n++) {
      const wrong = await attempt('not the password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toEqual({ code: 'CREDENTIALS_INVALID', message: 'The e-mail or password is not right.' });
    }
    const fifth = await attempt('not the password');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().error.message).toBe('Too many wrong passwords. Please retry after 30 minutes.');
    const right = await attempt('correct horse battery');
    expect(right.statusCode).toBe(423);
  });

  it('answers an unknown e-mail like a wrong password', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/core/sessions',
      payload: { email: 'nobody@provider.example.in', password: 'whatever it is' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('CREDENTIALS_INVALID');
  });

  it("signs the concierge desk in with a password only (the account under the client's concierge e-mail)", async () => {
    await staffSession(t, adminToken, 'concierge@privileges.example.in', 'concierge', 'desk password 2026');
    const wrong = await t.call({ method: 'POST', url: '/api/core/sessions/concierge_login', payload: { password: 'nope nope nope' } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.call({ method: 'POST', url: '/api/core/sessions/concierge_login', payload: { password: 'desk password 2026' } });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.attributes.email).toBe('concierge@privileges.example.in');
  });

  it('refuses a second staff account with the same e-mail, and a short password', async () => {
    const add = (email: string, password: string) =>
      t.call({ method: 'POST', url: '/api/ops/staff', token: adminToken, payload: { email, name: 'M', role: 'admin', password } });
    expect((await add('meera@provider.example.in', 'long enough password')).statusCode).toBe(409);
    expect((await add('new@provider.example.in', 'short')).statusCode).toBe(400);
  });
});

describe('the queue', () => {
  it('lists paid requests with their answer-by deadline, overdue ones first and marked, with filters and keyset pages', async () => {
    const { userId } = await t.signInAs('9800000002', { name: 'Ravi Menon' });
    const before = Date.now();
    const golf = await paidBooking(t, userId, { city: 'Pune' });
    const travel = new Date(Date.now() + 2 * 86_400_000);
    const transfer = await paidBooking(t, userId, { type: 'AirportTransfer', serviceAt: travel, city: 'Mumbai' });
    const late = await paidBooking(t, userId, { type: 'AirportVipPrivilege', city: 'Delhi' });
    await t.database.db.execute(sql`update bookings set answer_by = now() - interval '2 hours' where id = ${late.id}`);

    const response = await t.call({ url: '/api/ops/bookings?limit=100', token: concierge.token });
    expect(response.statusCode).toBe(200);
    const rows: { id: string; answer_by: string; overdue: boolean; cardholder_name: string }[] = response.json().data;
    const mine = rows.filter((r) => [golf.id, transfer.id, late.id].includes(r.id));
    expect(mine.map((r) => r.id)).toEqual([late.id, transfer.id, golf.id]);
    expect(rows[0]).toMatchObject({ id: late.id, overdue: true, cardholder_name: 'Ravi Menon' });
    const golfDeadline = Date.parse(mine[2]!.answer_by) - before;
    expect(golfDeadline).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect(golfDeadline).toBeLessThan(48 * 3_600_000 + 60_000);
    expect(Date.parse(mine[1]!.answer_by)).toBe(travel.getTime() - 15 * 3_600_000);
    expect(mine[1]!.overdue).toBe(false);

    const byService = await t.call({ url: '/api/ops/bookings?type=AirportTransfer', token: concierge.token });
    expect(byService.json().data.map((r: { id: string }) => r.id)).toEqual([transfer.id]);
    const byCity = await t.call({ url: '/api/ops/bookings?city=pune', token: concierge.token });
    expect(byCity.json().data.map((r: { id: string }) => r.id)).toEqual([golf.id]);
    const travelDay = istDate(travel);
    const byDate = await t.call({ url: `/api/ops/bookings?date=${travelDay}`, token: concierge.token });
    expect(byDate.json().data.map((r: { id: string }) => r.id)).toContain(transfer.id);
    expect(byDate.json().data.map((r: { id: string }) => r.id)).not.toContain(golf.id);
    const confirmedOnly = await t.call({ url: '/api/ops/bookings?status=confirmed', token: concierge.token });
    expect(confirmedOnly.json().data.map((r: { id: string }) => r.id)).not.toContain(golf.id);

    const seen: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      expect(++pages).toBeLessThanOrEqual(rows.length + 1);
      const page = await t.call({ url: `/api/ops/bookings?limit=1${next ? `&after=${next}` : ''}`, token: concierge.token });
      const body = page.json();
      expect(body.data.length).toBeLessThanOrEqual(1);
      seen.push(...body.data.map((r: { id: string }) => r.id));
      next = body.next;
    } while (next);
    expect(seen).toEqual(rows.map((r) => r.id));
  });
});

describe('a booking and the staff actions', () => {
  it("shows the request, the cardholder's contact, documents, payment and history", async () => {
    const booking = await paidBooking(t, cardholder.userId, {
      type: 'AirportVipPrivilege',
      requestInfo: { flight_number: 'AI 101', tickets: [{ name: 'ticket.pdf', url: '/api/uploads/abc' }] },
    });
    const response = await t.call({ url: `/api/ops/bookings/${booking.id}`, token: concierge.token });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      reference: booking.reference,
      status: 'requested',
      request_info: { flight_number: 'AI 101' },
      cardholder: { name: 'Asha Rao', mobile: '9800000001', email: 'asha@example.in' },
      documents: [{ name: 'ticket.pdf', url: '/api/uploads/abc' }],
      payment: { fee_rupees: 1, status: 'paid' },
      staff_events: ['confirm', 'decline'],
    });
    expect(data.transitions.map((h: { to: string }) => h.to)).toEqual(['pending_payment', 'requested']);
  });

  it("confirms with the service's details, records who did it, and refuses a second confirm", async () => {
    const booking = await paidBooking(t, cardholder.userId, { type: 'AirportTransfer' });
    const url = `/api/ops/bookings/${booking.id}/confirm`;
    const missing = await t.call({ method: 'POST', url, token: concierge.token, payload: { details: { tee_time: '7:30 am' } } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(expect.arrayContaining(['details.chauffeur_name', 'details.vehicle_number']));

    const details = { chauffeur_name: 'Suresh Kumar', chauffeur_phone: '98450 12345', vehicle_number: 'ka 01 ab 1234' };
    const confirmed = await t.call({ method: 'POST', url, token: concierge.token, payload: { details } });
    expect(confirmed.statusCode).toBe(200);
    const { data } = confirmed.json();
    expect(data.status).toBe('confirmed');
    expect(data.confirmation_details).toEqual({ ...details, vehicle_number: 'KA 01 AB 1234' });
    expect(data.transitions.at(-1)).toMatchObject({
      to: 'confirmed',
      actor_type: 'staff',
      actor_id: concierge.id,
      actor_email: 'meera@provider.example.in',
    });

    const again = await t.call({ method: 'POST', url, token: concierge.token, payload: { details } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVALID_TRANSITION');
  });

  it('declines with a reason and gives the quota back', async () => {
    const reserve = (await t.app.catalogue.current()).cards.find((c) => c.name === 'Reserve')!;
    const booking = await paidBooking(t, cardholder.userId, { type: 'AirportTransfer' });
    const year = booking.serviceAt.getUTCFullYear();
    const heldBefore = await t.app.bookings.bookingsCount(cardholder.userId, reserve, 'AirportTransfer', year);
    const decline = (reason: string) =>
      t.call({ method: 'POST', url: `/api/ops/bookings/${booking.id}/decline`, token: concierge.token, payload: { reason } });
    const short = await decline('');
    expect(short.statusCode).toBe(400);
    const declined = await decline('No chauffeur free that morning');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.status).toBe('declined');
    expect(declined.json().data.transitions.at(-1)).toMatchObject({ to: 'declined', note: 'No chauffeur free that morning' });
    const after = await t.app.bookings.bookingsCount(cardholder.userId, reserve, 'AirportTransfer', year);
    expect(after.pending).toBe(heldBefore.pending + 1);
  });

  it('marks a confirmed booking completed or a no-show, and nothing before confirmation', async () => {
    const first = await paidBooking(t, cardholder.userId);
    const early = await t.call({ method: 'POST', url: `/api/ops/bookings/${first.id}/complete`, token: concierge.token, payload: {} });
    expect(early.statusCode).toBe(409);
    const golfDetails = { tee_time: '7:30 am', course_contact_name: 'Pro shop', course_contact_phone: '080 2222 3333' };
    await t.call({
      method: 'POST',
      url: `/api/ops/bookings/${first.id}/confirm`,
      token: concierge.token,
      payload: { details: golfDetails },
    });
    const completed = await t.call({ method: 'POST', url: `/api/ops/bookings/${first.id}/complete`, token: concierge.token, payload: {} });
    expect(completed.json().data.status).toBe('completed');

    const second = await paidBooking(t, cardholder.userId);
    await t.call({ method: 'POST', url: `/api/ops/bookings/${second.id}/confirm`, token: adminToken, payload: { details: golfDetails } });
    const noShow = await t.call({ method: 'POST', url: `/api/ops/bookings/${second.id}/no_show`, token: adminToken, payload: {} });
    expect(noShow.json().data.status).toBe('no_show');
    expect(noShow.json().data.staff_events).toEqual([]);
  });

  it('answers 404 for a booking that does not exist', async () => {
    const response = await t.call({ url: `/api/ops/bookings/${someId}`, token: concierge.token });
    expect(response.statusCode).toBe(404);
  });
});
