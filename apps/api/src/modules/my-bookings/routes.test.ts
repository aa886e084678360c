import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { checkoutOutcomeWords, formatRupees, istDateInDays, type Checkout } from '@portal/contract';
import { paidBooking } from '../../test/fixtures.ts';
import { readPdf } from '../../test/read-pdf.ts';
import { atSandboxBank, openTourSlot, payCheckout, sendExpeditionEnquiry, tourCartItem } from '../../test/rewards-checkout.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

let mobile = 9400000000;
const signIn = () => t.signInAs(String(mobile++));
const voucherOf = (id: string, token?: string) => t.call({ url: `/api/booking/my_bookings/${id}/voucher.pdf`, token });
const calendarOf = (id: string, token?: string) => t.call({ url: `/api/booking/my_bookings/${id}/calendar`, token });

const day = (days: number) => istDateInDays(days, new Date());

/** A hotel stay bought as a cardholder buys one: the cart, its checkout, the sandbox bank's approval. */
async function bookedStay(token: string) {
  const added = await t.call({
    method: 'POST',
    url: '/api/core/user/cart/add_items',
    token,
    payload: {
      items: [
        {
          type: 'hotel',
          hotel_id: 'crg-estate',
          rate_id: 'crg-est-bung-ro',
          check_in: day(40),
          check_out: day(42),
          rooms: [{ adults: 2, children: 1, children_ages: [8] }],
        },
      ],
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  const quote = (await t.call({ method: 'POST', url: '/api/core/user/cart/checkout', token })).json() as Checkout;
  const started = await payCheckout(t, token, quote);
  expect(started.statusCode, started.body).toBe(200);
  await atSandboxBank(t, started.json(), 'approve');
  await t.app.jobs.drain(); // the paid cart's booking job
  const timeline = (await t.call({ url: '/api/rewards/users/bookings?booking_type=HotelBooking', token })).json().data;
  expect(timeline).toMatchObject([{ booking_type: 'HotelBooking', status: 'confirmed' }]);
  return timeline[0] as { id: string; reference: string; voucher_code: string; title: string; amount: number };
}

describe('the /my-bookings timeline', () => {
  it('lists every kind, upcoming soonest first, a complimentary booking named by what it is at; only the caller’s', async () => {
    const owner = await signIn();
    const golf = await paidBooking(t, owner.userId, {
      requestInfo: { golf_course: 'DLF Golf & Country Club' },
      serviceAt: new Date(Date.now() + 50 * 86_400_000),
    });
    const transfer = await paidBooking(t, owner.userId, { type: 'AirportTransfer', serviceAt: new Date(Date.now() + 5 * 86_400_000) });
    const stay = await bookedStay(owner.token);
    const list = await t.call({ url: '/api/booking/my_bookings', token: owner.token });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as { id: string; title: string; booking_type: string }[]).map((b) => [b.booking_type, b.id, b.title])).toEqual(
      [
        ['AirportTransfer', transfer.id, 'Airport transfer'],
        ['HotelBooking', stay.id, stay.title],
        ['GolfEnquiry', golf.id, 'DLF Golf & Country Club'],
      ],
    );
    expect((await t.call({ url: '/api/booking/my_bookings', token: (await signIn()).token })).json().data).toEqual([]);
    expect((await t.call({ url: '/api/booking/my_bookings' })).statusCode).toBe(401);
  });
});

describe('a complimentary booking on /my-bookings', () => {
  it('shows what staff confirmed under the registry labels, in its order, never the raw keys', async () => {
    const owner = await signIn();
    const booking = await paidBooking(t, owner.userId, { type: 'AirportVipPrivilege', serviceAt: new Date(Date.now() + 9 * 86_400_000) });
    const entry = async () =>
      ((await t.call({ url: '/api/booking/my_bookings', token: owner.token })).json().data as { id: string }[]).find(
        (b) => b.id === booking.id,
      );
    expect(await entry()).toMatchObject({ confirmed_details: [] });
    const confirmationDetails = { meeting_point: 'Gate 4, arrivals', greeter_name: 'Ravi Kumar', greeter_phone: '9876543210' };
    await t.app.bookings.transition(booking.id, 'confirm', { type: 'staff' }, { extra: { confirmationDetails } });
    expect(await entry()).toMatchObject({
      confirmed_details: [
        { label: 'Greeter', value: 'Ravi Kumar' },
        { label: 'Greeter phone', value: '9876543210' },
        { label: 'Meeting point', value: 'Gate 4, arrivals' },
      ],
    });
  });

  it("gives its owner a voucher PDF once confirmed, whose QR code reads as the reference; anyone else's request is a 404", async () => {
    const owner = await signIn();
    const booking = await paidBooking(t, owner.userId, { requestInfo: { golf_course: 'DLF Golf & Country Club' }, city: 'Gurgaon' });

    // Requested, not yet confirmed: nothing to show at the club yet.
    const early = await voucherOf(booking.id, owner.token);
    expect(early.statusCode).toBe(409);
    expect((await calendarOf(booking.id, owner.token)).statusCode).toBe(409);

    await t.app.bookings.transition(booking.id, 'confirm', { type: 'staff' }, { extra: { confirmationDetails: { tee_time: '7:10 am' } } });
    const voucher = await voucherOf(booking.id, owner.token);
    expect(voucher.statusCode, voucher.body).toBe(200);
    expect(voucher.headers['content-type']).toBe('application/pdf');
    expect(voucher.headers['content-disposition']).toContain(`filename="${booking.reference}-voucher.pdf"`);
    const pdf = await readPdf(voucher.rawPayload);
    expect(pdf.subject).toBe(booking.reference);
    expect(pdf.qrCodes).toEqual([booking.reference]);
    expect(pdf.text).toEqual(
      expect.arrayContaining([booking.reference, 'DLF Golf & Country Club', 'Status: Confirmed', 'Tee time: 7:10 am', 'City: Gurgaon']),
    );

    const stranger = await signIn();
    for (const answer of [await voucherOf(booking.id, stranger.token), await calendarOf(booking.id, stranger.token)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe('NOT_FOUND');
    }
    expect((await voucherOf(booking.id)).statusCode).toBe(401);
  });

  it('gives the same calendar file as its own list does', async () => {
    const owner = await signIn();
    const booking = await paidBooking(t, owner.userId);
    await t.app.bookings.transition(booking.id, 'confirm', { type: 'staff' });
    const mine = await calendarOf(booking.id, owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('text/calendar');
    expect(mine.body).toBe((await t.call({ url: `/api/booking/bookings/${booking.id}/calendar`, token: owner.token })).body);
  });
});

describe('a paid booking on /my-bookings', () => {
  it('a hotel stay has a voucher with its voucher code and QR, and a calendar entry from check-in to check-out', async () => {
    const owner = await signIn();
    const stay = await bookedStay(owner.token);

    const voucher = await voucherOf(stay.id, owner.token);
    expect(voucher.statusCode, voucher.body).toBe(200);
    const pdf = await readPdf(voucher.rawPayload);
    expect(pdf.qrCodes).toEqual([stay.reference]);
    expect(pdf.text).toEqual(
      expect.arrayContaining([stay.reference, stay.title, `Voucher code: ${stay.voucher_code}`, 'Luxury staycation voucher']),
    );
    // Currency written one way (issue 30): 'Rs.12,400' as on every page, SMS and e-mail, never 'INR 12,400'.
    expect(pdf.text).toContain(`Amount paid: ${formatRupees(stay.amount)}`);

    const ics = await calendarOf(stay.id, owner.token);
    expect(ics.statusCode).toBe(200);
    const event = new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toContain(stay.reference);
    expect(event.getFirstPropertyValue('dtstart')!.toString()).toMatch(new RegExp(`^${day(40)}T08:30:00`));
    expect(event.getFirstPropertyValue('dtend')!.toString()).toMatch(new RegExp(`^${day(42)}T06:30:00`));

    const stranger = await signIn();
    expect((await voucherOf(stay.id, stranger.token)).statusCode).toBe(404);
    expect((await calendarOf(stay.id, stranger.token)).statusCode).toBe(404);
  });

  it('a paid tour says one status everywhere: the cart, /my-bookings, the voucher and the calendar file (issue 30)', async () => {
    const owner = await signIn();
    const slot = await openTourSlot(t, 'del-oldcity-std');
    const payload = { items: [tourCartItem('del-oldcity', 'del-oldcity-std', slot.id)] };
    expect((await t.call({ method: 'POST', url: '/api/core/user/cart/add_items', token: owner.token, payload })).statusCode).toBe(200);
    const quote = (await t.call({ method: 'POST', url: '/api/core/user/cart/checkout', token: owner.token })).json() as Checkout;
    await atSandboxBank(t, (await payCheckout(t, owner.token, quote)).json(), 'approve');
    await t.app.jobs.drain();
    // Before: "Booked" on the cart, "Pending" in /my-bookings, STATUS:CONFIRMED in the calendar file.
    const after = (await t.call({ url: `/api/core/user/cart/checkout/${quote.id}`, token: owner.token })).json() as Checkout;
    expect(checkoutOutcomeWords[after.items[0]!.outcome].label).toBe('Confirmed');
    const [tour] = (await t.call({ url: '/api/rewards/users/bookings?booking_type=TourBooking', token: owner.token })).json().data;
    expect(tour).toMatchObject({ status: 'pending', status_label: 'Confirmed' });
    const pdf = await readPdf((await voucherOf(tour.id, owner.token)).rawPayload);
    expect(pdf.text.join(' ')).toContain('Confirmed');
    expect(pdf.text.join(' ')).not.toMatch(/Pending/i);
    const event = new ICAL.Component(ICAL.parse((await calendarOf(tour.id, owner.token)).body)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.getFirstPropertyValue('summary')).toBe(`Privileges: tour (${tour.reference}) · Confirmed`);
  });

  it('an expedition enquiry has no voucher yet: the concierge has not booked anything', async () => {
    const owner = await signIn();
    const enquiry = await sendExpeditionEnquiry(t, owner.token);
    expect(enquiry.statusCode, enquiry.body).toBe(200);
    expect((await voucherOf(enquiry.json().data.id, owner.token)).statusCode).toBe(409);
  });

  it('an id that is no booking at all is a 404', async () => {
    const owner = await signIn();
    expect((await voucherOf('00000000-0000-4000-8000-000000000000', owner.token)).statusCode).toBe(404);
  });
});
