/**
 * The hotel sandbox's inventory: MADE UP for development and demos (issue 19). No hotel, room, price or
 * blackout date here is a real property's: ten destinations in India and one abroad (priced in dirhams,
 * so `hotel_currency` and the exchange rates are exercised), each hotel with rooms, nightly rates and
 * blackout dates (month-day, every year).
 */
import type { CatalogueHotel, CatalogueRoom } from './hotel-catalogue.ts';

export interface SandboxRoom extends CatalogueRoom {
  /** Per night for two adults, in the hotel's currency. */
  base: number;
}
export interface SandboxHotel extends CatalogueHotel {
  /** What the listing says about it (written as a real listing's: nothing on screen calls it a demo). */
  description: string;
  blackout: [from: string, to: string][];
  rooms: SandboxRoom[];
}

export const sandboxDestinations = [
  { id: 'goa', name: 'Goa', state: 'Goa' },
  { id: 'udaipur', name: 'Udaipur', state: 'Rajasthan' },
  { id: 'jaipur', name: 'Jaipur', state: 'Rajasthan' },
  { id: 'rishikesh', name: 'Rishikesh', state: 'Uttarakhand' },
  { id: 'coorg', name: 'Coorg', state: 'Karnataka' },
  { id: 'munnar', name: 'Munnar', state: 'Kerala' },
  { id: 'shimla', name: 'Shimla', state: 'Himachal Pradesh' },
  { id: 'alibaug', name: 'Alibaug', state: 'Maharashtra' },
  { id: 'kovalam', name: 'Kovalam', state: 'Kerala' },
  { id: 'corbett', name: 'Jim Corbett', state: 'Uttarakhand' },
  { id: 'dubai', name: 'Dubai', state: 'United Arab Emirates' },
] as const;

const FESTIVE: [string, string][] = [['12-24', '01-01']];
/** Besides the festive week, a destination's own closed season (month-day): every hotel there is blacked out then. */
const closedSeason: Partial<Record<string, [string, string]>> = {
  rishikesh: ['03-01', '03-07'],
  shimla: ['05-20', '06-10'],
  corbett: ['07-01', '09-30'],
};
const blackoutIn = (destinationId: string): [string, string][] => {
  const season = closedSeason[destinationId];
  return season ? [...FESTIVE, season] : FESTIVE;
};
const room = (id: string, name: string, base: number, maxAdults = 3, maxChildren = 2): SandboxRoom => ({
  id,
  name,
  maxAdults,
  maxChildren,
  base,
});
const hotel = (
  id: string,
  name: string,
  destinationId: string,
  stars: number,
  address: string,
  rooms: SandboxRoom[],
  blackout = blackoutIn(destinationId),
  currency = 'INR',
): Omit<SandboxHotel, 'code' | 'description'> => ({ id, name, destinationId, stars, currency, address, blackout, rooms });

const descriptions: Record<string, string> = {
  'goa-sands':
    'Whitewashed villas in a coconut grove a short walk from Candolim beach, with a lagoon pool and Goan breakfasts under the palms.',
  'goa-palms': 'Wooden cottages on stilts at the quiet end of Palolem bay: hammocks on every porch and kayaks at the water’s edge.',
  'udr-lakepalace':
    'A restored 18th-century haveli on the ghats of Lake Pichola, with jharokha windows over the water and a rooftop facing the City Palace.',
  'jai-rambagh':
    'A palace of courtyards and Mughal gardens near the old city, with peacocks on the lawns and a polo bar in the former armoury.',
  'rsk-ganga': 'A calm retreat above the Ganga at Tapovan, with sunrise yoga on the deck and the evening aarti a short walk away.',
  'crg-estate': 'A planter’s bungalow in 120 acres of shade-grown coffee, with estate walks at dawn and a wood fire after dark.',
  'mnr-tea': 'Terraced rooms looking over rolling tea gardens and misty valleys, with a tea-tasting room and trails to the waterfalls.',
  'sml-cedar': 'A 1920s lodge among deodar cedars just off the Mall, with fireplaces in every room and views to the snow peaks.',
  'alb-bay': 'Private villas behind Kihim’s casuarina groves, each with its own pool, an hour by ferry from the Gateway of India.',
  'kov-lighthouse': 'Sea-facing rooms above Lighthouse beach, with ayurvedic treatments in the garden and fresh catch grilled at sunset.',
  'cbt-wild':
    'Cottages on the banks of the Kosi at the edge of the tiger reserve, with jeep safaris at first light and naturalist talks by the fire.',
  'dxb-creek': 'A boutique hotel in the restored wind-tower quarter of Al Seef, with abra rides across the creek and the souks on foot.',
};

export const sandboxHotels: SandboxHotel[] = (
  [
    hotel('goa-sands', 'The Sands Retreat', 'goa', 5, 'Candolim Beach Road, North Goa', [
      room('goa-sands-dlx', 'Deluxe Garden Room', 14000),
      room('goa-sands-villa', 'Pool Villa', 32000, 3, 2),
    ]),
    hotel('goa-palms', 'Palm Grove Cottages', 'goa', 4, 'Palolem, South Goa', [room('goa-palms-cot', 'Beach Cottage', 8500, 2, 1)]),
    hotel('udr-lakepalace', 'Lakeview Haveli', 'udaipur', 5, 'Lal Ghat, Udaipur', [
      room('udr-lake-hist', 'Heritage Room', 18000),
      room('udr-lake-suite', 'Lake Suite', 42000),
    ]),
    hotel('jai-rambagh', 'Pink City Palace Hotel', 'jaipur', 5, 'Bhawani Singh Road, Jaipur', [
      room('jai-pal-prem', 'Palace Room', 22000),
      room('jai-pal-suite', 'Maharaja Suite', 55000, 3, 2),
    ]),
    hotel('rsk-ganga', 'Ganga Kinare Retreat', 'rishikesh', 4, 'Tapovan, Rishikesh', [room('rsk-ganga-river', 'River View Room', 9500)]),
    hotel('crg-estate', 'Coffee Estate Bungalow', 'coorg', 4, 'Madikeri, Coorg', [room('crg-est-bung', 'Planter’s Bungalow Room', 11000)]),
    hotel('mnr-tea', 'Tea Hills Resort', 'munnar', 4, 'Chithirapuram, Munnar', [room('mnr-tea-valley', 'Valley View Room', 7800, 2, 2)]),
    hotel('sml-cedar', 'Cedar Lodge', 'shimla', 4, 'The Mall, Shimla', [room('sml-cedar-dlx', 'Deluxe Room with Fireplace', 9000)]),
    hotel('alb-bay', 'Alibaug Bay Villas', 'alibaug', 5, 'Kihim Beach, Alibaug', [
      room('alb-bay-villa', 'Private Pool Villa', 26000, 3, 2),
    ]),
    hotel('kov-lighthouse', 'Lighthouse Cove', 'kovalam', 4, 'Lighthouse Beach, Kovalam', [room('kov-lh-sea', 'Sea Facing Room', 8200)]),
    hotel('cbt-wild', 'Riverside Jungle Lodge', 'corbett', 4, 'Dhikuli, Ramnagar', [room('cbt-wild-cottage', 'Jungle Cottage', 12500)]),
    hotel(
      'dxb-creek',
      'Creekside Boutique Hotel',
      'dubai',
      5,
      'Al Seef, Dubai',
      [room('dxb-creek-dlx', 'Deluxe Creek Room', 950)],
      [],
      'AED',
    ),
  ] satisfies Omit<SandboxHotel, 'code' | 'description'>[]
).map((entry, i) => ({ ...entry, description: descriptions[entry.id] ?? '', code: 700_101 + i }));

/** Units of each currency one rupee buys is the inverse: these are rupees per unit (made up, fixed). */
export const sandboxRupeesPer: Record<string, number> = { INR: 1, AED: 22.7, USD: 83.4, EUR: 90.2, GBP: 105.6 };
