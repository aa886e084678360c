import { describe, expect, it } from 'vitest';
import { formatBookingDateTime, messages } from '@portal/contract';
import { importCatalogue } from '../../db/seed/import-catalogue.ts';
import { golfEnquiryBody, inDays } from '../../test/enquiry-bodies.ts';
import { kindEnquiries } from '../../test/kind-enquiries.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createKindService } from '../bookings/index.ts';
import { golfKind } from './kind.ts';

const t = useTestApp();

/** A signed-in cardholder who registered Reserve, Vistara Signature and Vistara (no golf rounds) unless told otherwise. */
const { cardholder, enquire, checkBin } = kindEnquiries(t, 'golf_enquiries', {
  firstMobile: 9100000000,
  bins: ['41000001', '41000004', '41000005'],
  name: 'Asha K Rao',
});
const payload = golfEnquiryBody;

describe('golf check_bin', () => {
  it('needs a signed-in user', async () => {
    const res = await t.call({ method: 'POST', url: '/api/booking/golf_enquiries/check_bin', payload: { bin: '41000001' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(messages.pleaseLogin);
  });

  it('answers a golf card with its quota counts for this year', async () => {
    const user = await cardholder();
    const res = await checkBin(user.token, '41000004');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', msg: '', bookings_count: { eligibility_count: 3, availed: 0, pending: 3 } });
  });

  it("answers status 'error' for a card without golf rounds and for an unknown bin", async () => {
    const user = await cardholder();
    for (const bin of ['41000005', '12345678']) {
      expect((await checkBin(user.token, bin)).json()).toEqual({ status: 'error', msg: messages.invalidBinDialog });
    }
  });

  it('refuses a bin that is not 8 digits', async () => {
    const user = await cardholder();
    const res = await checkBin(user.token, '410000');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.bin).toEqual([messages.invalidBinDialog]);
  });

  it("refuses a golf card that is not one of the user's registered cards", async () => {
    const user = await cardholder(['41000002']);
    expect((await checkBin(user.token, '41000001')).json().status).toBe('error');
    expect((await checkBin(user.token, '41000002')).json().status).toBe('success');
    expect((await enquire(user.token, payload(user, { bin_used: '41000001' }))).statusCode).toBe(422);
  });

  it('refuses a golf card to a user who registered no cards at all', async () => {
    const user = await cardholder([]);
    expect((await checkBin(user.token, '41000001')).json()).toEqual({ status: 'error', msg: messages.invalidBinDialog });
    expect((await enquire(user.token, payload(user))).json().error).toMatchObject({
      code: 'INVALID_BIN',
      message: messages.invalidBinDialog,
    });
  });

  it("gives the golf partner's link for a bin set to redirect, and refuses enquiries on it", async () => {
    const reserve = (await t.app.catalogue.current()).cards.find((c) => c.id === 'reserve')!;
    await importCatalogue(t.database.db, {
      cards: [
        {
          ...reserve,
          id: 'partner-golf',
          name: 'Partner Golf',
          bin: '41999999',
          golf_partner_redirect: 'https://golf-partner.example/book',
        },
      ],
    } as Parameters<typeof importCatalogue>[1]);
    t.app.catalogue.invalidate();
    const user = await cardholder(['41999999']);
    expect((await checkBin(user.token, '41999999')).json()).toEqual({
      status: 'redirect',
      msg: '',
      redirect_url: 'https://golf-partner.example/book',
    });
    expect((await enquire(user.token, payload(user, { bin_used: '41999999' }))).statusCode).toBe(422);
  });
});

describe('golf enquiries', () => {
  it('creates a play enquiry in pending payment and shows it to its owner only', async () => {
    const user = await cardholder();
    const res = await enquire(user.token, payload(user));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.msg).toBe(messages.golfEnquirySubmitted);
    const id = body.data.id as string;

    const detail = await t.call({ url: `/api/booking/golf_enquiries/${id}`, token: user.token });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.attributes).toMatchObject({
      status: 'pending_payment',
      booking_type: 'play',
      booking_date_time: inDays(10),
      amount: 10,
      request_info: { golf_course: 'DLF Golf & Country Club', golf_course_id: 'GC002', club_member_name: 'Ravi Menon', user_type: 'lady' },
    });

    const other = await cardholder();
    const refused = await t.call({ url: `/api/booking/golf_enquiries/${id}`, token: other.token });
    expect(refused.statusCode).toBe(404);
    expect((await t.call({ url: `/api/booking/golf_enquiries/${id}` })).statusCode).toBe(401);
  });

  it('creates a lesson enquiry for someone else with a guest name, and counts it against the quota', async () => {
    const user = await cardholder();
    const res = await enquire(
      user.token,
      payload(user, {
        booking_type: 'learn',
        golf_course_id: 'GC004',
        golf_course: 'Golden Greens Golf Club',
        booking_for: 'other',
        guest_name: 'Meera Rao',
        contact_info: false,
        club_member_name: '',
        bin_used: '41000004',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.request_info).toMatchObject({ booking_type: 'learn', guest_name: 'Meera Rao', booking_for: 'other' });
    expect((await checkBin(user.token, '41000004')).json().bookings_count).toEqual({ eligibility_count: 3, availed: 0, pending: 2 });
  });

  it('refuses an empty payload with every field message', async () => {
    const user = await cardholder();
    const res = await enquire(user.token, { booking_type: 'play', first_name: '', last_name: '', mobile_number: '', email: '' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(fields).toMatchObject({
      first_name: [messages.firstNameRequired],
      last_name: [messages.lastNameRequired],
      mobile_number: [messages.mobileRequired],
      email: [messages.golfEmailRequired],
      golf_course_id: [messages.golfCourseRequired],
      booking_date_time: [messages.bookingDateRequired],
      user_type: [messages.userTypeRequired],
      agree_terms: [messages.acceptOurConditions],
      bin_used: [messages.invalidBinDialog],
    });
  });

  it.each([
    ['the contact consent for play', { contact_info: false }, 'contact_info', messages.acceptConditions],
    ['the terms', { agree_terms: false }, 'agree_terms', messages.acceptOurConditions],
    ['a guest name when booking for someone else', { booking_for: 'other', guest_name: '' }, 'guest_name', messages.guestNameRequired],
    ['a 10-digit mobile', { mobile_number: '98765' }, 'mobile_number', messages.mobileInvalid],
    ['a valid e-mail', { email: 'asha@' }, 'email', messages.emailInvalid],
    ['a user type', { user_type: 'child' }, 'user_type', messages.userTypeRequired],
  ])('refuses a request without %s', async (_name, overrides, field, message) => {
    const user = await cardholder();
    const res = await enquire(user.token, payload(user, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual([message]);
  });

  it('accepts the first date later than today plus 4 days and refuses today plus 4', async () => {
    const user = await cardholder();
    const refused = await enquire(user.token, payload(user, { booking_date_time: inDays(4) }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.booking_date_time).toEqual([messages.bookingDateRequired]);
    expect((await enquire(user.token, payload(user, { booking_date_time: inDays(5) }))).statusCode).toBe(201);
  });

  it('accepts 6:00 AM and 8:00 PM and refuses 5:00 AM, 9:00 PM and half hours', async () => {
    const user = await cardholder();
    expect((await enquire(user.token, payload(user, { booking_date_time: inDays(12, 6) }))).statusCode).toBe(201);
    expect((await enquire(user.token, payload(user, { booking_date_time: inDays(12, 20) }))).statusCode).toBe(201);
    for (const bad of [inDays(12, 5), inDays(12, 21), inDays(12, 7).replace(':00:00', ':30:00')]) {
      const res = await enquire(user.token, payload(user, { booking_date_time: bad }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.booking_date_time).toEqual([messages.bookingTimeRequired]);
    }
  });

  it('refuses a course that does not offer the session type, and an unknown course', async () => {
    const user = await cardholder();
    for (const overrides of [{ booking_type: 'learn', golf_course_id: 'GC005', contact_info: false }, { golf_course_id: 'GC999' }]) {
      const res = await enquire(user.token, payload(user, overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.golf_course_id).toEqual([messages.golfCourseRequired]);
    }
  });

  it('refuses a listed course on or before 31 March 2020 and accepts it after', async () => {
    const user = await cardholder();
    const now = new Date('2020-03-01T06:00:00Z');
    const closed = formatBookingDateTime({ date: '2020-03-31', hour: 9, minute: 0 });
    const golf = createKindService(golfKind, {
      bookings: t.app.bookings,
      registeredCard: t.app.identity.registeredCard,
      contactOf: t.app.identity.contactOf,
      catalogue: t.app.catalogue.current,
      now: () => now,
    });
    const base = { ...payload(user), booking_type: 'play' as const, booking_for: 'Self' as const, user_type: 'lady' as const };
    await expect(golf.create(user.userId, { ...base, golf_course_id: 'GC001', booking_date_time: closed })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: messages.golfCourseClosed,
    });
    const open = formatBookingDateTime({ date: '2020-04-01', hour: 9, minute: 0 });
    await expect(golf.create(user.userId, { ...base, golf_course_id: 'GC001', booking_date_time: open })).resolves.toMatchObject({
      type: 'golf_enquiry',
    });
    // The same date at a course without a closed_until date is fine.
    await expect(golf.create(user.userId, { ...base, golf_course_id: 'GC002', booking_date_time: closed })).resolves.toMatchObject({
      type: 'golf_enquiry',
    });
  });

  it('refuses a card without golf rounds, a bin not on the catalogue, and a mobile that is not the user’s', async () => {
    const user = await cardholder();
    expect((await enquire(user.token, payload(user, { bin_used: '41000005' }))).json().error).toMatchObject({
      code: 'INVALID_BIN',
      message: messages.invalidBinDialog,
    });
    expect((await enquire(user.token, payload(user, { bin_used: '99999999' }))).statusCode).toBe(422);
    const res = await enquire(user.token, payload(user, { mobile_number: '9999999999' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.mobile_number).toEqual([messages.mobileInvalid]);
  });

  it('of 50 concurrent requests for the last free round, exactly one wins and the rest hear the limit is over', async () => {
    const user = await cardholder();
    const body = payload(user, { bin_used: '41000004' });
    for (let i = 0; i < 2; i++) expect((await enquire(user.token, body)).statusCode).toBe(201);
    const results = await Promise.all(Array.from({ length: 50 }, () => enquire(user.token, body)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(49);
    expect(refused.every((r) => r.statusCode === 409 && r.json().error.message === messages.eligibilityLimitOver)).toBe(true);
    expect((await checkBin(user.token, '41000004')).json().bookings_count).toEqual({ eligibility_count: 3, availed: 0, pending: 0 });
  });
});

describe('golf OpenAPI document', () => {
  it('documents check_bin, enquiry creation and detail', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(
      doc.paths['/api/booking/golf_enquiries/check_bin'].post.requestBody.content['application/json'].schema.properties.bin.pattern,
    ).toBe('^\\d{8}$');
    expect(Object.keys(doc.paths['/api/booking/golf_enquiries'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '409', '422']),
    );
    expect(doc.paths['/api/booking/golf_enquiries/{id}'].get.responses['404']).toBeDefined();
  });
});
