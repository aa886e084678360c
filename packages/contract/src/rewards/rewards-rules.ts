/**
 * The rewards' pure rules (issue 19), apart from the zod schemas (like rewards-constants.ts) so the pages that
 * run them while a cardholder chooses (the tour's total, the rooms-and-guests picker) load no schema code.
 */
import { messages } from '../common/messages.ts';
import { DEFAULT_HOTEL_OCCUPANCY, HOTEL_ROOM_LIMITS } from './rewards-constants.ts';
import type { HotelRoomOccupancy } from './hotels.ts';
import type { TourPax, TourPersonPrice } from './tours.ts';

/** The default rooms-and-guests choice: one room, 2 adults and 1 child (spec 02 §9); the child's age is asked. */
export const defaultHotelRooms = (): HotelRoomOccupancy[] => [
  { adults: DEFAULT_HOTEL_OCCUPANCY.adults, children: DEFAULT_HOTEL_OCCUPANCY.children, children_ages: [] },
];

/**
 * Occupancy rules, run by the form and the API alike: 1 to 5 rooms; each with 1 to 3 adults, at most 2
 * children and 4 guests; every child's age given, from 0 to 17.
 */
export function hotelOccupancyIssues(rooms: HotelRoomOccupancy[]): { field: string; message: string }[] {
  const L = HOTEL_ROOM_LIMITS;
  if (rooms.length < 1 || rooms.length > L.maxRooms) return [{ field: 'rooms', message: messages.hotelRoomsRange(L.maxRooms) }];
  const issues: { field: string; message: string }[] = [];
  rooms.forEach((room, i) => {
    const children = room.children ?? 0;
    const ages = room.children_ages ?? [];
    const at = `rooms.${i}`;
    if (room.adults < L.minAdults || room.adults > L.maxAdults)
      issues.push({ field: `${at}.adults`, message: messages.hotelAdultsRange(L.maxAdults) });
    if (children > L.maxChildren) issues.push({ field: `${at}.children`, message: messages.hotelChildrenRange(L.maxChildren) });
    if (room.adults + children > L.maxGuests) issues.push({ field: at, message: messages.hotelGuestsPerRoom(L.maxGuests) });
    if (ages.length !== children) issues.push({ field: `${at}.children_ages`, message: messages.hotelChildAgeRequired });
    else if (ages.some((age) => age > L.maxChildAge))
      issues.push({ field: `${at}.children_ages`, message: messages.hotelChildAgeRange(L.maxChildAge) });
  });
  return issues;
}

/** Total of a slot for these people, from its per-person prices (null: a type the slot does not sell). */
export function tourTotal(persons: TourPersonPrice[], pax: TourPax): number | null {
  let total = 0;
  for (const [type, count] of Object.entries(pax)) {
    if (!count) continue;
    const price = persons.find((p) => p.type === type);
    if (!price) return null;
    total += price.price * count;
  }
  return Math.round(total * 100) / 100;
}
