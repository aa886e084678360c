import { MINUTES, TIME_FILTER_LEAD_DAYS } from '../common/constants.ts';
import { addDays } from '../common/date-time.ts';
import { istDate, istWallClock } from '../common/ist.ts';

/** Spec 02 §3 enumerations shared by airport concierge and airport transfers. */
export const travelSectors = ['Domestic', 'International'] as const;
export type TravelSector = (typeof travelSectors)[number];
export const assistanceTypes = ['Arrival', 'Departure'] as const;
export type AssistanceType = (typeof assistanceTypes)[number];

/** The Y/N flags both airport catalogues carry. */
export interface AirportFlags {
  city: string;
  domestic: 'Y' | 'N';
  international: 'Y' | 'N';
  departure: 'Y' | 'N';
  arrival: 'Y' | 'N';
}

const servesSector = (a: AirportFlags, sector: TravelSector) => (sector === 'Domestic' ? a.domestic : a.international) === 'Y';
const servesAssistance = (a: AirportFlags, assistance: AssistanceType) => (assistance === 'Arrival' ? a.arrival : a.departure) === 'Y';

/** Cities in catalogue order, each once. */
export function airportCities<T extends AirportFlags>(airports: readonly T[]): string[] {
  return [...new Set(airports.map((a) => a.city))];
}

/** Travel types offered in a city: those at least one of its airports serves. */
export function sectorsForCity<T extends AirportFlags>(airports: readonly T[], city: string): TravelSector[] {
  const inCity = airports.filter((a) => a.city === city);
  return travelSectors.filter((sector) => inCity.some((a) => servesSector(a, sector)));
}

/** Arrival / Departure only where the city and sector offer them. */
export function assistanceFor<T extends AirportFlags>(airports: readonly T[], city: string, sector?: TravelSector): AssistanceType[] {
  const candidates = airports.filter((a) => a.city === city && (!sector || servesSector(a, sector)));
  return assistanceTypes.filter((type) => candidates.some((a) => servesAssistance(a, type)));
}

/** Airports filtered together by city, sector and assistance type (each optional). */
export function airportsFor<T extends AirportFlags>(
  airports: readonly T[],
  filter: { city?: string; sector?: TravelSector; assistance?: AssistanceType },
): T[] {
  return airports.filter(
    (a) =>
      (!filter.city || a.city === filter.city) &&
      (!filter.sector || servesSector(a, filter.sector)) &&
      (!filter.assistance || servesAssistance(a, filter.assistance)),
  );
}

/** Whether an airport serves the chosen sector and direction (the server's check). */
export function airportServes(airport: AirportFlags, sector: TravelSector, assistance: AssistanceType): boolean {
  return servesSector(airport, sector) && servesAssistance(airport, assistance);
}

/** Within the 2-day lead, times are filtered to the future (spec 02 §5). */
function withinLead(date: string, now: Date) {
  return date <= addDays(istDate(now), TIME_FILTER_LEAD_DAYS);
}

/** Hours 0–23; within 2 days of now, only the current hour onward. */
export function allowedHours(date: string, now: Date): number[] {
  const hours = Array.from({ length: 24 }, (_, h) => h);
  if (!withinLead(date, now)) return hours;
  const { hour } = istWallClock(now);
  return hours.filter((h) => h >= hour);
}

/** 0/15/30/45; within 2 days and in the current hour, only minutes past the current minute. */
export function allowedMinutes(date: string, hour: number, now: Date): number[] {
  if (!withinLead(date, now)) return [...MINUTES];
  const clock = istWallClock(now);
  if (hour > clock.hour) return [...MINUTES];
  if (hour < clock.hour) return [];
  return MINUTES.filter((m) => m > clock.minute);
}

/**
 * The travel times offered on a day, as one list of 15-minute slots (the forms' 'Travel time'): within 2 days of now
 * only the later ones. Before a date is chosen, every slot of the day.
 */
export function travelTimeSlots(date: string, now: Date): { hour: number; minute: number }[] {
  const hours = date ? allowedHours(date, now) : Array.from({ length: 24 }, (_, h) => h);
  return hours.flatMap((hour) => (date ? allowedMinutes(date, hour, now) : [...MINUTES]).map((minute) => ({ hour, minute })));
}

/** The server's check of a chosen time against the same filters. */
export function isTimeAllowed(date: string, hour: number, minute: number, now: Date): boolean {
  return allowedHours(date, now).includes(hour) && allowedMinutes(date, hour, now).includes(minute);
}
