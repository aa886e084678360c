import { describe, expect, it } from 'vitest';
import { timelineActions, timelineKindLabel } from './booking-timeline.ts';

describe('what a /my-bookings entry offers', () => {
  it.each([
    ['GolfEnquiry', 'pending_payment', ['pay_now', 'cancel']],
    ['GolfEnquiry', 'payment_failed', ['pay_now', 'cancel']],
    ['GolfEnquiry', 'requested', ['cancel']],
    ['GolfEnquiry', 'confirmed', ['voucher', 'add_to_calendar', 'cancel']],
    ['AirportTransfer', 'completed', ['voucher']],
    ['TurfEnquiry', 'cancelled', []],
    ['TourBooking', 'pending', ['voucher', 'add_to_calendar']],
    ['HotelBooking', 'confirmed', ['voucher', 'add_to_calendar']],
    ['HotelBooking', 'refunded', []],
    ['ExpeditionEnquiry', 'enquiry_received', []],
  ] as const)('%s %s: %j', (kind, status, actions) => {
    expect(timelineActions(kind, status)).toEqual(actions);
  });

  it('labels each kind from the registry', () => {
    expect(timelineKindLabel('GolfEnquiry')).toBe('Golf');
    expect(timelineKindLabel('HotelBooking')).toBe('Luxury staycation');
  });
});
