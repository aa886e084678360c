import { describe, expect, it } from 'vitest';
import { formatBookingDateTime, parseBookingDateTime } from '../common/date-time.ts';
import { messages } from '../common/messages.ts';
import { cardholderPayload } from '../test/cardholder.ts';
import { turfEnquiryPayloadSchema, turfRuleIssues } from './turf-enquiry.ts';
import type { TurfVenue } from './turf-venue.ts';

const venue: TurfVenue = {
  id: 'TF-MUM-1',
  name: 'Kick Off Arena',
  city: 'Mumbai',
  address: 'Andheri West',
  sports: ['football'],
  first_hour: 6,
  last_hour: 22,
};
const now = new Date('2026-11-25T06:00:00Z'); // 11:30 in India
const at = (date: string, hour: number, minute = 0) => parseBookingDateTime(formatBookingDateTime({ date, hour, minute }));

describe('turf rules', () => {
  it('accepts a football hour from the day after tomorrow within the venue hours', () => {
    expect(turfRuleIssues({ turf_venue_id: 'TF-MUM-1', sport: 'football' }, at('2026-11-27', 6), [venue], now)).toEqual([]);
    expect(turfRuleIssues({ turf_venue_id: 'TF-MUM-1', sport: 'football' }, at('2026-11-27', 22), [venue], now)).toEqual([]);
  });
  it('says from which date a turf can be booked', () => {
    expect(turfRuleIssues({ turf_venue_id: 'TF-MUM-1', sport: 'football' }, at('2026-11-26', 9), [venue], now)).toEqual([
      { field: 'booking_date_time', message: 'Choose a date from 27 Nov 2026' },
    ]);
  });
  it('refuses an hour outside the venue hours, a half hour, a sport it does not offer and an unknown venue', () => {
    expect(turfRuleIssues({ turf_venue_id: 'TF-MUM-1', sport: 'football' }, at('2026-11-27', 23), [venue], now)).toEqual([
      { field: 'booking_date_time', message: messages.turfSlotOutsideHours('6:00 AM', '10:00 PM') },
    ]);
    expect(turfRuleIssues({ turf_venue_id: 'TF-MUM-1', sport: 'football' }, at('2026-11-27', 9, 30), [venue], now)).toHaveLength(1);
    expect(turfRuleIssues({ turf_venue_id: 'TF-MUM-1', sport: 'pickleball' }, at('2026-11-27', 9), [venue], now)).toEqual([
      { field: 'sport', message: messages.turfSportRequired },
    ]);
    expect(turfRuleIssues({ turf_venue_id: 'NOPE', sport: 'football' }, at('2026-11-27', 9), [venue], now)).toEqual([
      { field: 'turf_venue_id', message: messages.turfVenueRequired },
    ]);
  });
  it('takes 2 to 22 players', () => {
    const base = { ...cardholderPayload, turf_venue_id: 'TF-MUM-1', sport: 'football', booking_date_time: 'Fri, 27 Nov 2026 9:00:00 am' };
    expect(turfEnquiryPayloadSchema.safeParse({ ...base, players: 22 }).success).toBe(true);
    for (const players of [1, 23, 2.5]) {
      const result = turfEnquiryPayloadSchema.safeParse({ ...base, players });
      expect(result.error?.issues.map((i) => i.message)).toEqual([messages.turfPlayersRange]);
    }
  });
});
