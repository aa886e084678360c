import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.ts';

const t = useTestApp();
let cardholder: string;
let staff: string;
beforeAll(async () => {
  cardholder = (await t.signInAs('9000000801', { bins: ['41000001'] })).token;
  staff = (await t.signInAs('9000000802', { role: 'admin' })).token;
});

// Shapes that a loose pattern (hex and dashes, 36 long) let through to PostgreSQL, and plain junk.
const malformed = ['08--4ac7-9c1b-4b7e-8f0e-0c9e5d1a2b3c4', '------------------------------------', 'not-a-uuid', "1' or '1'='1"];
const unknown = '7f9c2ba4-e88f-4e6b-9a3c-1d2e3f4a5b6c';

const staffRoutes = (id: string) => [
  { method: 'GET' as const, url: `/api/ops/bookings/${encodeURIComponent(id)}` },
  { method: 'POST' as const, url: `/api/ops/bookings/${encodeURIComponent(id)}/complete` },
  { method: 'POST' as const, url: `/api/ops/bookings/${encodeURIComponent(id)}/no_show` },
  {
    method: 'POST' as const,
    url: `/api/ops/bookings/${encodeURIComponent(id)}/decline`,
    payload: { reason: 'Course closed for a tournament.' },
  },
];
const cardholderRoutes = (id: string) => [
  { method: 'GET' as const, url: `/api/booking/bookings/${encodeURIComponent(id)}` },
  { method: 'GET' as const, url: `/api/booking/golf_enquiries/${encodeURIComponent(id)}` },
  { method: 'GET' as const, url: `/api/booking/airport_transfers/${encodeURIComponent(id)}` },
  { method: 'POST' as const, url: '/api/booking/bookings/cancel_booking', payload: { id } },
  { method: 'POST' as const, url: '/api/payment/payments/change_status', payload: { booking_id: id, status: 'user_cancelled' } },
  {
    method: 'POST' as const,
    url: '/api/payment/payments',
    payload: { booking_id: id, transactions_attributes: [{ txn_type: 'card', payment_type: 'Credit', cvv: 'x'.repeat(40) }] },
  },
];

describe('record ids: one schema, a malformed or unknown id is a 404', () => {
  for (const id of [...malformed, unknown]) {
    it(`staff actions answer 404 for ${JSON.stringify(id)}`, async () => {
      for (const route of staffRoutes(id)) {
        const res = await t.call({ ...route, token: staff });
        expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
    });
    it(`cardholder routes answer 404 for ${JSON.stringify(id)}`, async () => {
      for (const route of cardholderRoutes(id)) {
        const res = await t.call({ ...route, token: cardholder });
        expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
    });
  }

  it('still answers 400 with a field message when another field is wrong beside the id', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/payment/payments/change_status',
      token: cardholder,
      payload: { booking_id: 'not-a-uuid', status: 'paid' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.status).toBeDefined();
  });
});
