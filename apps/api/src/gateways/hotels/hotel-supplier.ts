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

/**
 * The hotel supplier as the rewards module sees it, shaped like a hotel demand API: search, availability,
 * details, rooms; `initiateBooking` previews a price and locks it for 15 minutes (an order token and the
 * cancellation policy), `createBooking` books a locked price.
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
  ): Promise<{ ok: true; supplierReference: string } | { ok: false; reason: 'expired' | 'unknown' | 'refused' }>;
  /** Drops a price lock nobody paid for. */
  release(orderToken: string): Promise<void>;
  exchangeRates(base: string): Promise<{ base: string; rates: Record<string, number>; as_of: string }>;
}
