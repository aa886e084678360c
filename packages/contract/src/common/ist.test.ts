import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  istAt,
  istDate,
  istDateInDays,
  istFormat,
  istInstant,
  istIso,
  istLocalIso,
  istNumericDateTime,
  istWallClock,
  IST_OFFSET,
  IST_TIME_ZONE,
} from './ist.ts';

// 18:45 UTC on 31 Dec 2026 is already 00:15 on 1 Jan 2027 in India.
const newYearInIndia = new Date('2026-12-31T18:45:00Z');

describe('the one IST module', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("gives India's date and wall clock of an instant, across the UTC day boundary", () => {
    expect(istDate(newYearInIndia)).toBe('2027-01-01');
    expect(istWallClock(newYearInIndia)).toEqual({ date: '2027-01-01', hour: 0, minute: 15, second: 0, time: '00:15' });
    expect(istLocalIso('2026-12-31T18:45:09.500Z')).toBe('2027-01-01T00:15:09');
    expect(istIso(newYearInIndia)).toBe(`2027-01-01T00:15:00${IST_OFFSET}`);
  });

  it('turns an India date and time back into the instant', () => {
    expect(istAt('2027-01-01', '00:15').toISOString()).toBe(newYearInIndia.toISOString());
    expect(istAt('2027-01-01').toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(istAt('2027-01-01', '00:15:30').toISOString()).toBe('2026-12-31T18:45:30.000Z');
    expect(istInstant({ date: '2027-01-01', hour: 0, minute: 15 }).toISOString()).toBe(newYearInIndia.toISOString());
  });

  it("counts days from India's today, not the machine's", () => {
    expect(istDateInDays(0, newYearInIndia)).toBe('2027-01-01');
    expect(istDateInDays(-1, newYearInIndia)).toBe('2026-12-31');
    expect(istDateInDays(30, newYearInIndia)).toBe('2027-01-31');
  });

  it("writes staff's dd/mm/yyyy and a 24-hour time, without seconds", () => {
    expect(istNumericDateTime('2027-03-05T09:30:59Z')).toBe('05/03/2027 15:00');
    expect(istNumericDateTime(newYearInIndia)).toBe('01/01/2027 00:15');
  });

  it('reads the same whatever zone the machine is in', () => {
    const seen = ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'].map((tz) => {
      process.env.TZ = tz;
      return [istWallClock(newYearInIndia), istNumericDateTime(newYearInIndia), istFormat(newYearInIndia, { hour: 'numeric' })];
    });
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
  });

  it("agrees with the IANA zone's own clock for any instant", () => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: IST_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const p = Object.fromEntries(parts.formatToParts(ms).map((x) => [x.type, x.value]));
        expect(istNumericDateTime(ms)).toBe(`${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`);
        expect(istAt(istDate(ms), istWallClock(ms).time).getTime()).toBe(Math.floor(ms / 60_000) * 60_000);
      }),
    );
  });
});
