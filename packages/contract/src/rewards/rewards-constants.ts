/**
 * Spec 02 §9 constants of the rewards API (issue 19), apart from the zod schemas so pages that only show
 * them load no schema code.
 */
/** Tours search currency. */
export const TOURS_CURRENCY = 'INR';
/** The default city of the tours listings request. */
export const DEFAULT_TOURS_CITY = 'Mumbai';
/** Default hotel occupancy: 2 adults and 1 child. */
export const DEFAULT_HOTEL_OCCUPANCY = { adults: 2, children: 1 } as const;
/** A hotel price preview (initiate_booking) holds its price this long. */
export const HOTEL_PRICE_LOCK_MINUTES = 15;
/** An uncaptured tour hold lapses (CAPTURE_TIMEOUT) after this long and frees its seats. */
export const TOUR_CAPTURE_TIMEOUT_MINUTES = 60;
/** Occupancy limits of one hotel room (issue 19; the spec gives none). */
export const HOTEL_ROOM_LIMITS = { minAdults: 1, maxAdults: 3, maxChildren: 2, maxGuests: 4, maxChildAge: 17, maxRooms: 5 } as const;
