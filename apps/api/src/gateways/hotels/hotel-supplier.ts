import type { HotelPriceLock, HotelRate, HotelRoomOccupancy } from '@portal/contract';

export interface Stay {
  check_in: string;
  check_out: string;
  rooms: HotelRoomOccupancy[];
}
export interface HotelSummary {
  id: string;
  name: string;
  destination: string;
  star_rating: number;
  image_url: string;
  hotel_currency: string;
}
export interface HotelRoom {
  id: string;
  name: string;
  description: string;
  image_url: string;
  max_adults: number;
  max_children: number;
  amenities: string[];
}
export interface HotelDetails extends HotelSummary {
  address: string;
  description: string;
  amenities: string[];
  rooms: HotelRoom[];
}

/** Who the room is booked for (APItude's booking holder: a name and a surname are required). */
export interface BookingHolder {
  name: string;
  surname: string;
}

/**
 * Why a booking was not made. `uncertain`: the supplier timed out, failed or answered garbage, and asking it again
 * found no booking; one may still appear later (a late confirmation), so whoever refunds must also call
 * `cancelBooking` afterwards.
 */
export type BookingRefusal = 'expired' | 'unknown' | 'refused' | 'uncertain';

/**
 * The hotel supplier as the rewards module sees it: search, availability, details, rooms; `initiateBooking`
 * previews a price and locks it for 15 minutes (an order token and the cancellation policy), `createBooking`
 * books a locked price (safe to repeat: a token is booked once).
 */
export interface HotelSupplier {
  readonly kind: 'sandbox' | 'http';
  autocomplete(query: string): Promise<{
    destinations: { id: string; name: string; state: string; hotel_count: number }[];
    hotels: { id: string; name: string; destination: string }[];
  }>;
  hotels(destinationId: string): Promise<HotelSummary[]>;
  details(hotelId: string): Promise<HotelDetails | undefined>;
  /** Rates for this stay, cheapest first; empty when nothing is free (blackout, full, occupancy). */
  rates(hotelId: string, stay: Stay): Promise<HotelRate[]>;
  initiateBooking(hotelId: string, rateId: string, stay: Stay): Promise<HotelPriceLock | undefined>;
  createBooking(
    orderToken: string,
    holder?: BookingHolder,
  ): Promise<{ ok: true; supplierReference: string } | { ok: false; reason: BookingRefusal }>;
  /**
   * Cancels at the supplier whatever booking was made on this token (a late confirmation of a booking refunded as
   * failed). True when nothing is booked any more; throws while the supplier cannot be asked (retry later).
   */
  cancelBooking(orderToken: string): Promise<boolean>;
  /** Drops a price lock nobody paid for. */
  release(orderToken: string): Promise<void>;
  exchangeRates(base: string): Promise<{ base: string; rates: Record<string, number>; as_of: string }>;
}
