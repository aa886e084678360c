import type { HotelDetails, HotelSummary } from './hotel-supplier.ts';
import { listingArtUrl } from '../listing-art.ts';
import { sandboxDestinations, sandboxHotels, sandboxRupeesPer, type SandboxHotel } from './sandbox-hotels.ts';

/**
 * The hotels' content as the portal keeps it: names, rooms, pictures, and each hotel's supplier code. APItude's
 * Booking API prices and books by hotel and room code only; its content (Content API) is meant to be copied and
 * mapped ahead of time, so searches, lists and details are answered from here, never from the supplier.
 * Today the catalogue is the made-up inventory of sandbox-hotels.ts (importing the Content API is not built).
 */
export function createHotelCatalogue(hotels: SandboxHotel[] = sandboxHotels) {
  const byId = new Map(hotels.map((hotel) => [hotel.id, hotel]));
  const byCode = new Map(hotels.map((hotel) => [hotel.code, hotel]));
  const destinationName = (id: string) => sandboxDestinations.find((d) => d.id === id)?.name ?? id;
  const summary = (hotel: SandboxHotel): HotelSummary => ({
    id: hotel.id,
    name: hotel.name,
    destination: destinationName(hotel.destinationId),
    star_rating: hotel.stars,
    image_url: listingArtUrl('hotel', hotel.id),
    hotel_currency: hotel.currency,
  });
  const details = (hotel: SandboxHotel): HotelDetails => ({
    ...summary(hotel),
    address: hotel.address,
    description: hotel.description,
    amenities: ['Wi-Fi', 'Pool', 'Spa', 'Airport pick-up on request'],
    rooms: hotel.rooms.map((r) => ({
      id: r.id,
      name: r.name,
      description: `${r.name}, for up to ${r.maxAdults} adults and ${r.maxChildren} children.`,
      image_url: listingArtUrl('room', r.id),
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
        destinations: sandboxDestinations
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
