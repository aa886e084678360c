import type { BookingType } from '@portal/contract';
import type { TestApp } from './test-app.ts';

/** A paid booking (requested), made through the booking core as the services and the gateway would. */
export async function paidBooking(
  t: TestApp,
  userId: string,
  options: { type?: BookingType; serviceAt?: Date; city?: string; requestInfo?: Record<string, unknown> } = {},
) {
  const reserve = (await t.app.catalogue.current()).cards.find((c) => c.name === 'Reserve')!;
  const booking = await t.app.bookings.create({
    userId,
    type: options.type ?? 'GolfEnquiry',
    card: reserve,
    binUsed: reserve.bin,
    units: 1,
    serviceAt: options.serviceAt ?? new Date(Date.now() + 10 * 86_400_000),
    bookingDateTime: 'Wed, 10 Jun 2027 9:00:00 am',
    city: options.city ?? 'Bengaluru',
    requestInfo: options.requestInfo ?? {},
  });
  await t.app.bookings.transition(booking.id, 'pay', { type: 'gateway' });
  return booking;
}

/** A staff account added by an admin through the console's API, then signed in with e-mail and password. */
export async function staffSession(
  t: TestApp,
  adminToken: string,
  email: string,
  role: 'concierge' | 'admin' = 'concierge',
  password = 'correct horse battery',
) {
  const added = await t.call({
    method: 'POST',
    url: '/api/ops/staff',
    token: adminToken,
    payload: { email, name: 'Meera Iyer', role, password },
  });
  if (added.statusCode !== 201) throw new Error(`could not add staff: ${added.body}`);
  const signedIn = await t.call({ method: 'POST', url: '/api/core/sessions', payload: { email, password } });
  return { id: added.json().data.id as string, token: signedIn.json().data.attributes.token as string, password };
}
