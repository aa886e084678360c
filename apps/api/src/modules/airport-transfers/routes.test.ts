import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatBookingDateTime, messages } from '@portal/contract';
import { multipartForm } from '../../test/form-bodies.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A fixed clock: 5 Mar 2030, 12:00 in India. The first bookable date is 7 Mar; 7 Mar is still inside the
// 2-day time filter (12:15 onward), 8 Mar is not.
const NOW = new Date('2030-03-05T06:30:00Z');
const RESERVE = '41000001';
const OLYMPUS = '41000013';
const SELECT = '41000002';

let t: TestApp;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

let mobileSeq = 9100000000;
/** A signed-in cardholder who registered Reserve, Olympus and Select (no transfers) unless told otherwise. */
const newCardholder = (bins = [RESERVE, OLYMPUS, SELECT]) => t.signInAs(String(mobileSeq++), { bins });

const valid = (overrides: Record<string, string> = {}): Record<string, string> => ({
  bin_used: RESERVE,
  city: 'Mumbai',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.in',
  mobile_number: '9876543210',
  booking_date_time: formatBookingDateTime({ date: '2030-03-10', hour: 9, minute: 30 }),
  travel_type: 'Drop',
  vehicle_type: 'Sedan (Swift Desire, Renault Logan, Toyota Etios)',
  travel_sector: 'International',
  assistance_type: 'Departure',
  airport: '',
  traveller_count: '2',
  flight_number: 'AI 101',
  special_request: 'Child seat',
  passport: 'K1234567',
  address: '1 Marine Drive, Mumbai',
  agree_terms: 'true',
  contact_info: 'true',
  ...overrides,
});

/** The travel date and time field, as the form sends it. */
const travelAt = (date: string, hour: number, minute: number) => ({ booking_date_time: formatBookingDateTime({ date, hour, minute }) });

let mumbaiAirport = '';
async function submit(token: string, fields: Record<string, string>) {
  return t.call({
    method: 'POST',
    url: '/api/booking/airport_transfers',
    token,
    ...multipartForm({ ...fields, airport: fields.airport || mumbaiAirport }),
  });
}

beforeAll(async () => {
  const transferAirports = (await t.app.catalogue.current()).rows.AirportTransfer;
  mumbaiAirport = transferAirports.find((a) => a.city === 'Mumbai')!.airport;
});

describe('transfer check_bin', () => {
  it('gives a Reserve or Olympus holder the counts', async () => {
    const { token } = await newCardholder();
    for (const bin of [RESERVE, OLYMPUS]) {
      const res = await t.call({ method: 'POST', url: '/api/booking/airport_transfers/check_bin', token, payload: { bin } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', msg: '', bookings_count: { eligibility_count: 4, availed: 0, pending: 4 } });
    }
  });

  it('tells a card without transfers that only Reserve and Olympus qualify', async () => {
    const { token } = await newCardholder();
    const res = await t.call({ method: 'POST', url: '/api/booking/airport_transfers/check_bin', token, payload: { bin: SELECT } });
    expect(res.json()).toEqual({ status: 'error', msg: messages.transferEligibleCards('Reserve and Olympus') });
  });

  it("refuses a bin that is not 8 digits, and one that is not among the cardholder's registered cards", async () => {
    const { token } = await newCardholder([OLYMPUS]);
    const short = await t.call({ method: 'POST', url: '/api/booking/airport_transfers/check_bin', token, payload: { bin: '410000' } });
    expect(short.json()).toEqual({ status: 'error', msg: 'Invalid Bin' });
    const notTheirs = await t.call({ method: 'POST', url: '/api/booking/airport_transfers/check_bin', token, payload: { bin: RESERVE } });
    expect(notTheirs.json()).toMatchObject({ status: 'error', msg: 'Invalid Bin' });
    const theirs = await t.call({ method: 'POST', url: '/api/booking/airport_transfers/check_bin', token, payload: { bin: OLYMPUS } });
    expect(theirs.json()).toMatchObject({ status: 'success' });
  });

  it('refuses a Reserve bin to a cardholder who registered no cards at all', async () => {
    const { token } = await newCardholder([]);
    const res = await t.call({ method: 'POST', url: '/api/booking/airport_transfers/check_bin', token, payload: { bin: RESERVE } });
    expect(res.json()).toEqual({ status: 'error', msg: messages.invalidBinDialog });
    const refused = await submit(token, valid());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(messages.invalidBinDialog);
  });

  it('asks a visitor to sign in', async () => {
    const res = await t.call({ method: 'POST', url: '/api/booking/airport_transfers/check_bin', payload: { bin: RESERVE } });
    expect(res.statusCode).toBe(401);
  });
});

describe('transfer enquiry', () => {
  it('books a Drop for an International flight and shows it to its owner only', async () => {
    const owner = await newCardholder();
    const res = await submit(owner.token, valid());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: 'success', msg: messages.airportEnquirySubmitted });
    const id = created.data.data.id as string;

    const detail = await t.call({ url: `/api/booking/airport_transfers/${id}`, token: owner.token });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.attributes).toMatchObject({
      booking_date_time: 'Sun, 10 Mar 2030 9:30:00 am',
      amount: 1,
      city: 'Mumbai',
      request_info: { airport: mumbaiAirport, traveller_count: 2, travel_type: 'Drop', assistance_type: 'Departure' },
    });

    const other = await newCardholder();
    const refused = await t.call({ url: `/api/booking/airport_transfers/${id}`, token: other.token });
    expect(refused.statusCode).toBe(404);
    expect((await t.call({ url: `/api/booking/airport_transfers/${id}` })).statusCode).toBe(401);
  });

  it('refuses a card without transfers', async () => {
    const { token } = await newCardholder();
    const res = await submit(token, valid({ bin_used: SELECT }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(messages.transferEligibleCards('Reserve and Olympus'));
  });

  const refusals: [string, Record<string, string>, string, string][] = [
    ['first name missing', { first_name: ' ' }, 'first_name', messages.firstNameRequired],
    ['last name missing', { last_name: '' }, 'last_name', messages.lastNameRequired],
    ['mobile missing', { mobile_number: '' }, 'mobile_number', messages.mobileRequired],
    ['mobile not 10 digits', { mobile_number: '98765' }, 'mobile_number', messages.mobileInvalid],
    ['email missing', { email: '' }, 'email', messages.emailRequired],
    ['email invalid', { email: 'asha@' }, 'email', messages.emailInvalid],
    ['city missing', { city: '' }, 'city', messages.cityRequired],
    ['city not on the list', { city: 'Shimla' }, 'city', messages.cityRequired],
    ['travel type neither Pick-Up nor Drop', { travel_type: 'Round trip' }, 'travel_type', messages.travelTypeRequired],
    ['vehicle other than the sedan', { vehicle_type: 'SUV' }, 'vehicle_type', messages.vehicleTypeRequired],
    ['sector missing', { travel_sector: '' }, 'travel_sector', messages.travelTypeRequired],
    ['assistance missing', { assistance_type: '' }, 'assistance_type', messages.assistanceTypeRequired],
    ['a Drop booked as an Arrival', { assistance_type: 'Arrival' }, 'assistance_type', messages.assistanceTypeRequired],
    ['an airport of another city', { airport: 'Not an airport' }, 'airport', messages.airportRequired],
    ['address missing', { address: '' }, 'address', messages.addressRequired],
    ['flight number missing', { flight_number: '' }, 'flight_number', messages.flightNumberRequired],
    ['travel date missing', { booking_date_time: '' }, 'booking_date_time', messages.travelDateRequired],
    ['travel date tomorrow (not after today + 1)', travelAt('2030-03-06', 18, 0), 'booking_date', messages.travelDateRequired],
    ['an hour already past within 2 days', travelAt('2030-03-07', 11, 45), 'booking_date', messages.bookingTimeRequiredAirport],
    ['a minute not after now within 2 days', travelAt('2030-03-07', 12, 0), 'booking_date', messages.bookingTimeRequiredAirport],
    ['a minute off the 15-minute step', travelAt('2030-03-10', 9, 10), 'booking_date', messages.bookingTimeRequiredAirport],
    ['traveller count 3', { traveller_count: '3' }, 'traveller_count', messages.travelCountRequired],
    ['traveller count missing', { traveller_count: '' }, 'traveller_count', messages.travelCountRequired],
    ['no passport on an International flight', { passport: '' }, 'passport', messages.passportRequired],
    ['terms not accepted', { agree_terms: 'false' }, 'agree_terms', messages.acceptOurConditions],
    ['contact consent not given', { contact_info: '' }, 'contact_info', messages.acceptConditions],
    ['bin not 8 digits', { bin_used: '410000' }, 'bin_used', messages.invalidBinDialog],
  ];
  it.each(refusals)('refuses %s', async (_name, overrides, field, message) => {
    const { token } = await newCardholder();
    const res = await submit(token, valid(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toContain(message);
  });

  const accepted: [string, Record<string, string>][] = [
    [
      'a Pick-Up on a Domestic flight without a passport, no guests',
      { travel_type: 'Pick-Up', assistance_type: 'Arrival', travel_sector: 'Domestic', passport: '', traveller_count: '0' },
    ],
    ['the first bookable date at the first time left today', travelAt('2030-03-07', 12, 15)],
    ['any hour past the 2-day filter', travelAt('2030-03-08', 0, 0)],
    ['one accompanying guest', { traveller_count: '1' }],
    ['an Olympus card', { bin_used: OLYMPUS }],
  ];
  it.each(accepted)('accepts %s', async (_name, overrides) => {
    const { token } = await newCardholder();
    const res = await submit(token, valid(overrides));
    expect(res.statusCode).toBe(201);
  });

  it('refuses an airport that does not serve the chosen sector', async () => {
    const transferAirports = (await t.app.catalogue.current()).rows.AirportTransfer;
    const domesticOnly = transferAirports.find((a) => a.international === 'N' && a.domestic === 'Y' && a.departure === 'Y');
    expect(domesticOnly).toBeDefined();
    const { token } = await newCardholder();
    const fields = { city: domesticOnly!.city, airport: domesticOnly!.airport };
    expect((await submit(token, valid({ ...fields, travel_sector: 'International' }))).json().error.fields.airport).toContain(
      messages.airportRequired,
    );
    expect((await submit(token, valid({ ...fields, travel_sector: 'Domestic', passport: '' }))).statusCode).toBe(201);
  });

  it('refuses a file part and a JSON body', async () => {
    const { token } = await newCardholder();
    const withFile = await t.call({
      method: 'POST',
      url: '/api/booking/airport_transfers',
      token,
      ...multipartForm(valid({ airport: mumbaiAirport }), [{ name: 'ticket.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4') }]),
    });
    expect(withFile.statusCode).toBe(400);
    const json = await t.call({ method: 'POST', url: '/api/booking/airport_transfers', token, payload: valid({ airport: mumbaiAirport }) });
    expect(json.statusCode).toBe(415);
  });

  it('gives the last free transfer to exactly one of many concurrent requests', async () => {
    const { token } = await newCardholder();
    for (let i = 0; i < 3; i++) expect((await submit(token, valid())).statusCode).toBe(201);
    const results = await Promise.all(Array.from({ length: 12 }, () => submit(token, valid())));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.every((r) => r.statusCode === 409 && r.json().error.message === messages.eligibilityLimitOver)).toBe(true);
    const counts = await t.call({ method: 'POST', url: '/api/booking/airport_transfers/check_bin', token, payload: { bin: RESERVE } });
    expect(counts.json().bookings_count).toEqual({ eligibility_count: 4, availed: 0, pending: 0 });
  });
});
