import { describe, expect, it } from 'vitest';
import { statusWords, type UserBooking } from '@portal/contract';
import { groupTimeline, kindsOf, toneStatusOf } from './timeline';

const NOW = Date.parse('2026-11-26T06:00:00Z');
const at = (days: number) => new Date(NOW + days * 86_400_000).toISOString();
const booking = (id: string, booking_type: UserBooking['booking_type'], status: string, days: number): UserBooking => ({
  id,
  reference: id.toUpperCase(),
  booking_type,
  title: id,
  status,
  status_label: status,
  service_at: at(days),
  amount: 0,
  currency: 'INR',
  voucher_code: null,
  created_at: at(-60),
});

const list = [
  booking('golf-later', 'GolfEnquiry', 'confirmed', 20),
  booking('stay-past', 'HotelBooking', 'completed', -3),
  booking('tour-soon', 'TourBooking', 'pending', 2),
  booking('transfer-cancelled', 'AirportTransfer', 'cancelled', 5),
  booking('golf-long-ago', 'GolfEnquiry', 'completed', -40),
  booking('stay-next', 'HotelBooking', 'confirmed', 9),
  booking('turf-missed', 'TurfEnquiry', 'requested', -1),
];

describe('the /my-bookings timeline', () => {
  it('puts what is still to come first, soonest first, and the past and closed after it, newest first', () => {
    const { upcoming, past } = groupTimeline(list, NOW);
    expect(upcoming.map((e) => e.id)).toEqual(['tour-soon', 'stay-next', 'golf-later']);
    // A cancelled booking is closed even before its date; one whose date went by is past whatever it says.
    expect(past.map((e) => e.id)).toEqual(['transfer-cancelled', 'turf-missed', 'stay-past', 'golf-long-ago']);
  });

  it('keeps one kind when filtered, and labels each entry from the registry with what it allows', () => {
    const { upcoming, past } = groupTimeline(list, NOW, 'HotelBooking');
    expect([...upcoming, ...past].map((e) => [e.id, e.kindLabel, e.actions])).toEqual([
      ['stay-next', 'Luxury staycation', ['voucher', 'add_to_calendar']],
      ['stay-past', 'Luxury staycation', ['voucher']],
    ]);
    expect(groupTimeline(list, NOW).upcoming.find((e) => e.id === 'golf-later')!.actions).toEqual(['voucher', 'add_to_calendar', 'cancel']);
  });

  it('offers a chip for each kind the cardholder has, in the registry order', () => {
    expect(kindsOf(list)).toEqual(['GolfEnquiry', 'AirportTransfer', 'TurfEnquiry', 'TourBooking', 'HotelBooking']);
  });

  it("shows a paid kind's own statuses in the one status language's words and colours (issue 30)", () => {
    const [tour] = groupTimeline([booking('t', 'TourBooking', 'pending', 2)], NOW).upcoming;
    const [enquiry] = groupTimeline([booking('e', 'ExpeditionEnquiry', 'enquiry_received', 30)], NOW).upcoming;
    // A captured tour is booked: "Confirmed", green, as a confirmed golf round and its calendar file say.
    expect([statusWords(toneStatusOf(tour!)).label, statusWords(toneStatusOf(enquiry!)).label]).toEqual(['Confirmed', 'Enquiry received']);
    expect([statusWords(toneStatusOf(tour!)).tone, statusWords(toneStatusOf(enquiry!)).tone]).toEqual(['good', 'progress']);
  });
});
