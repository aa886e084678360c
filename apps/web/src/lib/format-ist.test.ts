import { describe, expect, it } from 'vitest';
import { formatBookingDateTime, formatIstDate, formatIstDateTime, formatIstDay, formatIstTime } from './format-ist';

describe('the IST formatter', () => {
  it('shows a calendar date and a wall-clock time one way', () => {
    expect(formatIstDate('2026-12-03')).toBe('3 Dec 2026');
    expect(formatIstTime(15, 30)).toBe('3:30 PM');
    expect(formatIstTime(0)).toBe('12:00 AM');
  });
  it('reads instants in India time, whatever the machine zone', () => {
    expect(formatIstDay('2026-11-21T20:00:00Z')).toBe('22 Nov 2026');
    expect(formatIstDateTime('2026-11-21T20:00:00Z')).toBe('22 Nov 2026, 1:30 AM');
  });
  it("turns the spec's sent booking text into the same shape", () => {
    expect(formatBookingDateTime('Tue, 5 Mar 2024 3:00:00 pm')).toBe('5 Mar 2024, 3:00 PM');
    expect(formatBookingDateTime('not a date')).toBe('not a date');
  });
});
