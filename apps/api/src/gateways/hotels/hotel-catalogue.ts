import type { HotelDetails, HotelSummary } from './hotel-supplier.ts';
import { listingArtUrl } from '../listing-art.ts';
import { sandboxDestinations, sandboxHotels, sandboxRupeesPer } from './sandbox-hotels.ts';

/** A room as the catalogue keeps it: its id doubles as the supplier's room code. */
export interface CatalogueRoom {
  id: string;
  name: string;
  maxAdults: number;
  maxChildren: number;
}
/** A hotel as the catalogue keeps it: its supplier `code` (APItude's integer), and its rooms. */
export interface CatalogueHotel {
  id: string;
  code: number;
  name: string;
  destinationId: string;
  stars: number;
  currency: string;
  address: string;
  rooms: CatalogueRoom[];
  /** The supplier's own words and picture (imported content); the sandbox's hotels have words, no picture. */
  description?: string;
  imageUrl?: string;
}
export interface CatalogueDestination {
  id: string;
  name: string;
  state: string;
}
/** What the catalogue serves: the sandbox's inventory, or the content imported from the supplier (`npm run hotels:import`). */
export interface HotelContent {
  hotels: CatalogueHotel[];
  destinations: readonly CatalogueDestination[];
}
export const sandboxHotelContent: HotelContent = { hotels: sandboxHotels, destinations: sandboxDestinations };

/**
 * The hotels' content as the portal keeps it: names, rooms, pictures, and each hotel's supplier code. APItude's
 * Booking API prices and books by hotel and room code only; its content (Content API) is meant to be copied and
 * mapped ahead of time, so searches, lists and details are answered from here, never from the supplier.
 * With the built-in sandbox it is the sandbox's inventory; with a real supplier, what `npm run hotels:import` copied
 * from its Content API into `hotel_content`.
 */
export function createHotelCatalogue({ hotels, destinations }: HotelContent = sandboxHotelContent) {
  const byId = new Map(hotels.map((hotel) => [hotel.id, hotel]));
  const byCode = new Map(hotels.map((hotel) => [hotel.code, hotel]));
  const destinationName = (id: string) => destinations.find((d) => d.id === id)?.name ?? id;
  const summary = (hotel: CatalogueHotel): HotelSummary => ({
    id: hotel.id,
    name: hotel.name,
    destination: destinationName(hotel.destinationId),
    star_rating: hotel.stars,
    image_url: hotel.imageUrl ?? listingArtUrl('hotel', hotel.id),
    hotel_currency: hotel.currency,
  });
  const details = (hotel: CatalogueHotel): HotelDetails => ({
    ...summary(hotel),
    address: hotel.address,
    description: hotel.description ?? `${hotel.name}, ${hotel.address}.`,
    amenities: ['Wi-Fi', 'Pool', 'Spa', 'Airport pick-up on request'],
    rooms: hotel.rooms.map((r) => ({
      id: r.id,
      name: r.name,
      description: `${r.name}, for up to ${r.maxAdults} adults and ${r.maxChildren} children.`,
      // An imported hotel's rooms show its own picture; the drawn scenes are the sandbox inventory's.
      image_url: hotel.imageUrl ?? listingArtUrl('room', r.id),
      max_adults: r.maxAdults,
      max_children: r.maxChildren,
      amenities: ['Air conditioning', 'Minibar', 'Rain shower'],
    })),
  });
  return {
    hotel: (id: string) => byId.get(id),
    hotelByCode: (code: number) => byCode.get(code),
    autocomplete(query: string) {
      const q = query.toLowerCase();
      return {
        destinations: destinations
          .filter((d) => d.name.toLowerCase().includes(q) || d.state.toLowerCase().includes(q))
          .map((d) => ({ ...d, hotel_count: hotels.filter((h) => h.destinationId === d.id).length })),
        hotels: hotels
          .filter((h) => h.name.toLowerCase().includes(q))
          .map((h) => ({ id: h.id, name: h.name, destination: destinationName(h.destinationId) })),
      };
    },
    hotels: (destinationId: string) => hotels.filter((h) => h.destinationId === destinationId).map(summary),
    details: (hotelId: string) => {
      const hotel = byId.get(hotelId);
      return hotel && details(hotel);
    },
    /** Rupees per unit of a currency (the portal's own table: APItude prices in the hotel's currency, it converts nothing). */
    rupeesPer: (currency: string) => sandboxRupeesPer[currency.toUpperCase()],
    exchangeRates(base: string, now: Date) {
      const perBase = sandboxRupeesPer[base.toUpperCase()] ?? 1;
      const rates = Object.fromEntries(
        Object.entries(sandboxRupeesPer).map(([code, rupees]) => [code, Math.round((perBase / rupees) * 1e6) / 1e6]),
      );
      return { base: base.toUpperCase(), rates, as_of: now.toISOString() };
    },
  };
}
export type HotelCatalogue = ReturnType<typeof createHotelCatalogue>;
