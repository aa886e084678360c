import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import { assistanceForTravelType, transferFormSchema, transferRuleIssues, type TransferChoice } from './transfer-enquiry.ts';

// 5 Mar 2030, 12:00 in India.
const now = new Date('2030-03-05T06:30:00Z');
const airports = [
  { city: 'Mumbai', airport: 'Mumbai Airport', domestic: 'Y', international: 'Y', departure: 'Y', arrival: 'Y' },
  { city: 'Mysore', airport: 'Mysore Airport', domestic: 'Y', international: 'N', departure: 'Y', arrival: 'N' },
] as const;
const choice = (overrides: Partial<TransferChoice> = {}): TransferChoice => ({
  city: 'Mumbai',
  airport: 'Mumbai Airport',
  travel_type: 'Drop',
  travel_sector: 'International',
  assistance_type: 'Departure',
  when: { date: '2030-03-10', hour: 9, minute: 30 },
  passport: 'K1234567',
  ...overrides,
});
const fields = (c: TransferChoice) => transferRuleIssues(c, airports, now).map((i) => `${i.field}: ${i.message}`);

describe('airport transfer rules', () => {
  it('maps Pick-Up to Arrival and Drop to Departure', () => {
    expect(assistanceForTravelType).toEqual({ 'Pick-Up': 'Arrival', Drop: 'Departure' });
  });

  it('accepts a complete choice', () => expect(fields(choice())).toEqual([]));

  it('needs an airport that serves the sector and the direction', () => {
    expect(fields(choice({ city: 'Mysore', airport: 'Mysore Airport' }))).toEqual([`airport: ${messages.airportRequired}`]);
    expect(fields(choice({ city: 'Mysore', airport: 'Mysore Airport', travel_sector: 'Domestic', passport: '' }))).toEqual([]);
    expect(
      fields(
        choice({
          city: 'Mysore',
          airport: 'Mysore Airport',
          travel_sector: 'Domestic',
          travel_type: 'Pick-Up',
          assistance_type: 'Arrival',
        }),
      ),
    ).toEqual([`airport: ${messages.airportRequired}`]);
  });

  it('refuses a direction that contradicts the travel type', () => {
    expect(fields(choice({ assistance_type: 'Arrival' }))).toEqual([`assistance_type: ${messages.assistanceTypeRequired}`]);
  });

  it('needs a date after today + 1 and a time the 2-day filter allows', () => {
    expect(fields(choice({ when: { date: '2030-03-06', hour: 20, minute: 0 } }))).toEqual([`booking_date: ${messages.travelDateRequired}`]);
    expect(fields(choice({ when: { date: '2030-03-07', hour: 11, minute: 45 } }))).toEqual([
      `booking_time: ${messages.bookingTimeRequiredAirport}`,
    ]);
    expect(fields(choice({ when: { date: '2030-03-07', hour: 12, minute: 15 } }))).toEqual([]);
    expect(fields(choice({ when: { date: '2030-03-08', hour: 0, minute: 0 } }))).toEqual([]);
  });

  it('needs a passport only for International travel', () => {
    expect(fields(choice({ passport: ' ' }))).toEqual([`passport: ${messages.passportRequired}`]);
    expect(fields(choice({ passport: '', travel_sector: 'Domestic' }))).toEqual([]);
  });

  it('shows every form error at once, the rules included', () => {
    const result = transferFormSchema(airports, () => now).safeParse({ bin_used: '41000001', travel_sector: 'International' });
    const paths = result.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(
      expect.arrayContaining([
        'first_name',
        'city',
        'airport',
        'booking_date',
        'traveller_count',
        'contact_info',
        'agree_terms',
        'passport',
      ]),
    );
    expect(paths.filter((p) => p === 'city')).toHaveLength(1);
  });
});
