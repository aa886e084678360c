import { describe, expect, it } from 'vitest';
import { addDays, formatBookingDateTime, istDate, messages } from '@portal/contract';
import { enquirerContact, kindEnquiries } from '../../test/kind-enquiries.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

const inDays = (days: number, hour = 18) => formatBookingDateTime({ date: addDays(istDate(new Date()), days), hour, minute: 0 });

/** Reserve (12 turf slots a year) and Vistara (none) unless told otherwise. */
const {
  cardholder,
  enquire: book,
  checkBin,
} = kindEnquiries(t, 'turf_enquiries', { firstMobile: 9300000000, bins: ['41000001', '41000005'] });
const payload = (user: { mobile: string; email: string }, overrides: Record<string, unknown> = {}) => ({
  ...enquirerContact(user),
  bin_used: '41000001',
  turf_venue_id: 'TF-MUM-01',
  sport: 'football',
  booking_date_time: inDays(5),
  players: 10,
  agree_terms: true,
  ...overrides,
});

describe('turf enquiries', () => {
  it('lists the turfs with their sports and hours, signed out', async () => {
    const res = await t.call({ url: '/api/booking/turf_venues' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({ id: 'TF-MUM-01', city: 'Mumbai', sports: ['football', 'box_cricket'], first_hour: 6, last_hour: 23 }),
    );
  });

  it('answers a Reserve bin with its turf quota, and a card without turf slots with Invalid Bin', async () => {
    const user = await cardholder();
    const check = (bin: string) => checkBin(user.token, bin);
    expect((await check('41000001')).json()).toEqual({
      status: 'success',
      msg: '',
      bookings_count: { eligibility_count: 12, availed: 0, pending: 12 },
    });
    expect((await check('41000005')).json()).toEqual({ status: 'error', msg: messages.invalidBinDialog });
  });

  it('books an hour, holds one slot of the quota, reads it back and lists it by type', async () => {
    const user = await cardholder();
    const res = await book(user.token, payload(user));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.data).toMatchObject({
      type: 'turf_enquiry',
      attributes: {
        status: 'pending_payment',
        amount: 1,
        city: 'Mumbai',
        request_info: { turf_venue: 'Kick Off Arena', sport: 'football', players: 10 },
      },
    });
    expect(created.data.attributes.reference).toMatch(/^TUF-/);
    const detail = await t.call({ url: `/api/booking/turf_enquiries/${created.data.id}`, token: user.token });
    expect(detail.json().data.id).toBe(created.data.id);
    const list = await t.call({ url: '/api/booking/bookings?type=TurfEnquiry', token: user.token });
    expect(list.json().data.map((b: { id: string }) => b.id)).toEqual([created.data.id]);
    const counts = await checkBin(user.token, '41000001');
    expect(counts.json().bookings_count).toEqual({ eligibility_count: 12, availed: 0, pending: 11 });
  });

  it('says what is wrong: a date too soon, an hour the turf is shut, a sport it does not offer, too many players', async () => {
    const user = await cardholder();
    const tomorrow = await book(user.token, payload(user, { booking_date_time: inDays(1) }));
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().error.fields.booking_date_time[0]).toMatch(/^Choose a date from \d{1,2} \w{3} \d{4}$/);
    const late = await book(
      user.token,
      payload(user, { turf_venue_id: 'TF-MUM-02', sport: 'pickleball', booking_date_time: inDays(5, 23) }),
    );
    expect(late.json().error.fields.booking_date_time).toEqual([messages.turfSlotOutsideHours('6:00 AM', '10:00 PM')]);
    const sport = await book(user.token, payload(user, { sport: 'pickleball' }));
    expect(sport.json().error.fields.sport).toEqual([messages.turfSportRequired]);
    const crowd = await book(user.token, payload(user, { players: 23 }));
    expect(crowd.json().error.fields.players).toEqual([messages.turfPlayersRange]);
  });

  it('refuses a card without turf slots, and another user reading the booking', async () => {
    const user = await cardholder();
    const vistara = await book(user.token, payload(user, { bin_used: '41000005' }));
    expect(vistara.json().error).toMatchObject({ code: 'INVALID_BIN', message: messages.invalidBinDialog });
    const made = (await book(user.token, payload(user))).json().data.id;
    const other = await cardholder();
    expect((await t.call({ url: `/api/booking/turf_enquiries/${made}`, token: other.token })).statusCode).toBe(404);
  });
});
