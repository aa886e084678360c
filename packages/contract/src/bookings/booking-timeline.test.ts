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

  it('offers a paid tour or stay a cancel only while booked and before its free cancellation ends', () => {
    const now = Date.parse('2027-06-01T10:00:00Z');
    const open = { until: '2027-06-02T10:00:00.000Z' };
    const ended = { until: '2027-06-01T09:59:59.000Z' };
    expect(timelineActions('TourBooking', 'pending', { free: open, now })).toEqual(['voucher', 'add_to_calendar', 'cancel']);
    expect(timelineActions('HotelBooking', 'confirmed', { free: open, now })).toEqual(['voucher', 'add_to_calendar', 'cancel']);
    expect(timelineActions('HotelBooking', 'confirmed', { free: ended, now })).toEqual(['voucher', 'add_to_calendar']);
    expect(timelineActions('HotelBooking', 'cancelled', { free: open, now })).toEqual([]);
    expect(timelineActions('HotelBooking', 'confirmed', { free: null, now })).toEqual(['voucher', 'add_to_calendar']);
    expect(timelineActions('ExpeditionEnquiry', 'enquiry_received', { free: open, now })).toEqual([]);
  });

  it('labels each kind from the registry', () => {
    expect(timelineKindLabel('GolfEnquiry')).toBe('Golf');
    expect(timelineKindLabel('HotelBooking')).toBe('Luxury staycation');
  });
});
