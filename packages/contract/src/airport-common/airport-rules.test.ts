import { describe, expect, it } from 'vitest';
import {
  airportCities,
  airportsFor,
  airportServes,
  allowedHours,
  allowedMinutes,
  assistanceFor,
  isTimeAllowed,
  sectorsForCity,
  travelTimeSlots,
} from './airport-rules.ts';

const airports = [
  { id: 'blr', city: 'Bangalore', domestic: 'Y', international: 'Y', departure: 'Y', arrival: 'N' },
  { id: 'maa-1', city: 'Chennai', domestic: 'Y', international: 'N', departure: 'Y', arrival: 'Y' },
  { id: 'maa-2', city: 'Chennai', domestic: 'N', international: 'Y', departure: 'Y', arrival: 'Y' },
  { id: 'gau', city: 'Guwahati', domestic: 'Y', international: 'N', departure: 'Y', arrival: 'Y' },
] as const;

describe('airport filters', () => {
  it("derives travel types from the city's airports", () => {
    expect(sectorsForCity(airports, 'Guwahati')).toEqual(['Domestic']);
    expect(sectorsForCity(airports, 'Chennai')).toEqual(['Domestic', 'International']);
    expect(airportCities(airports)).toEqual(['Bangalore', 'Chennai', 'Guwahati']);
  });
  it('offers Arrival only where the city and sector do (Bangalore has no arrival)', () => {
    expect(assistanceFor(airports, 'Bangalore', 'International')).toEqual(['Departure']);
    expect(assistanceFor(airports, 'Chennai', 'International')).toEqual(['Arrival', 'Departure']);
  });
  it('filters airports by city, sector and assistance together', () => {
    expect(airportsFor(airports, { city: 'Chennai', sector: 'International' }).map((a) => a.id)).toEqual(['maa-2']);
    expect(airportsFor(airports, { city: 'Bangalore', assistance: 'Arrival' })).toEqual([]);
    expect(airportServes(airports[0], 'Domestic', 'Arrival')).toBe(false);
  });
});

describe('time filters (India time, 2-day lead)', () => {
  const now = new Date('2026-11-21T04:40:00Z'); // 10:10 in India, 21 Nov
  it('limits hours to the current hour onward within 2 days, and not after', () => {
    expect(allowedHours('2026-11-23', now)[0]).toBe(10);
    expect(allowedHours('2026-11-24', now)).toHaveLength(24);
  });
  it('limits minutes to those past the current minute in the current hour only', () => {
    expect(allowedMinutes('2026-11-23', 10, now)).toEqual([15, 30, 45]);
    expect(allowedMinutes('2026-11-23', 11, now)).toEqual([0, 15, 30, 45]);
    expect(allowedMinutes('2026-11-23', 9, now)).toEqual([]);
    expect(allowedMinutes('2026-11-24', 9, now)).toEqual([0, 15, 30, 45]);
    expect(isTimeAllowed('2026-11-23', 10, 0, now)).toBe(false);
    expect(isTimeAllowed('2026-11-23', 10, 15, now)).toBe(true);
  });
  it('offers the day’s slots as one list: from the next quarter hour within 2 days, all 96 otherwise or with no date yet', () => {
    expect(travelTimeSlots('2026-11-23', now).slice(0, 4)).toEqual([
      { hour: 10, minute: 15 },
      { hour: 10, minute: 30 },
      { hour: 10, minute: 45 },
      { hour: 11, minute: 0 },
    ]);
    expect(travelTimeSlots('2026-11-24', now)).toHaveLength(96);
    expect(travelTimeSlots('', now)).toHaveLength(96);
  });
});
