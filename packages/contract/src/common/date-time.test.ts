import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstSelectableDate, formatBookingDateTime, hourLabel, isDateAfterLead, parseBookingDateTime } from './date-time.ts';
import { istInstant } from './ist.ts';

describe('booking date and time', () => {
  it("formats the spec's example exactly", () => {
    expect(formatBookingDateTime({ date: '2024-03-05', hour: 15, minute: 0 })).toBe('Tue, 5 Mar 2024 3:00:00 pm');
    expect(formatBookingDateTime({ date: '2024-03-05', hour: 0, minute: 45 })).toBe('Tue, 5 Mar 2024 12:45:00 am');
    expect(formatBookingDateTime({ date: '2024-03-05', hour: 12, minute: 15 })).toBe('Tue, 5 Mar 2024 12:15:00 pm');
  });
  it('parses what it formats, and refuses a wrong weekday or date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 15, 30, 45),
        (d, hour, minute) => {
          const value = { date: d.toISOString().slice(0, 10), hour, minute };
          expect(parseBookingDateTime(formatBookingDateTime(value))).toEqual(value);
        },
      ),
    );
    expect(parseBookingDateTime('Mon, 5 Mar 2024 3:00:00 pm')).toBeUndefined();
    expect(parseBookingDateTime('Tue, 31 Feb 2024 3:00:00 pm')).toBeUndefined();
    expect(parseBookingDateTime('tomorrow')).toBeUndefined();
  });
  it('allows only dates later than today plus the lead, in India time', () => {
    const now = new Date('2026-11-21T20:00:00Z'); // already 22 Nov in India
    expect(isDateAfterLead('2026-11-26', now, 4)).toBe(false);
    expect(isDateAfterLead('2026-11-27', now, 4)).toBe(true);
    expect(firstSelectableDate(now, 4)).toBe('2026-11-27');
    expect(isDateAfterLead('2026-13-01', now, 1)).toBe(false);
  });
  it('turns India wall-clock time into the right instant', () => {
    expect(istInstant({ date: '2024-03-05', hour: 15, minute: 0 }).toISOString()).toBe('2024-03-05T09:30:00.000Z');
    expect(hourLabel(6)).toBe('6:00 AM');
    expect(hourLabel(20)).toBe('8:00 PM');
  });
});
