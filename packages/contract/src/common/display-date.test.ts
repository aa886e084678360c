import { describe, expect, it } from 'vitest';
import { dateWindowFirstDay, displayDate, fromDayMonthYear, istWhen, toDayMonthYear } from './display-date.ts';
import { messages } from './messages.ts';

describe('display dates', () => {
  it('shows a calendar date the Indian way', () => {
    expect(displayDate('2026-12-03')).toBe('3 Dec 2026');
    expect(displayDate('2027-01-31')).toBe('31 Jan 2027');
    expect(displayDate('2026-02-30')).toBe('2026-02-30');
  });
  it('reads and writes dd/mm/yyyy', () => {
    expect(toDayMonthYear('2026-12-03')).toBe('03/12/2026');
    expect(fromDayMonthYear('3/12/2026')).toBe('2026-12-03');
    expect(fromDayMonthYear('03-12-2026')).toBe('2026-12-03');
    expect(fromDayMonthYear('31/02/2026')).toBeUndefined();
    expect(fromDayMonthYear('12/03')).toBeUndefined();
  });
  it('names the first day that can be chosen for a date inside the advance window', () => {
    const now = new Date('2026-11-28T20:00:00Z'); // 29 Nov in India
    expect(dateWindowFirstDay('2026-12-02', now, 4)).toBe('2026-12-04');
    expect(dateWindowFirstDay('2026-12-04', now, 4)).toBeUndefined();
    expect(dateWindowFirstDay('', now, 4)).toBeUndefined();
    expect(messages.chooseDateFrom(displayDate('2026-12-03'))).toBe('Choose a date from 3 Dec 2026');
  });
});

describe('checkout wording', () => {
  it('says the refund rule with the cut-off', () => {
    expect(messages.authenticationFeeRefund(24)).toBe(
      'Refunded to your card if the provider declines the booking, or if you cancel it at least 24 hours before the service.',
    );
    expect(messages.complimentary).toBe('Complimentary');
  });
});

describe('istWhen', () => {
  it("writes an instant as India time, '12 Dec 2026, 12:00 PM', from a Date or an ISO string", () => {
    expect(istWhen(new Date('2026-12-12T06:30:00Z'))).toBe('12 Dec 2026, 12:00 PM');
    expect(istWhen('2026-12-31T19:00:00Z')).toBe('1 Jan 2027, 12:30 AM');
  });
});
