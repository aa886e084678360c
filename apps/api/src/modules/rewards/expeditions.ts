import { listingArtUrl } from '../../gateways/listing-art.ts';

/**
 * Expeditions (spec 02 §7 legacy nat_geo): a MADE-UP list for development and demos (issue 19), not any
 * operator's real trips, written as a real listing's (nothing on screen calls it a demo). Each trip's itinerary has
 * one line per day (`expeditions.test.ts` checks every one). Booked by enquiry: the concierge calls back, nothing is
 * paid online.
 */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const trip = (
  id: string,
  name: string,
  destination: string,
  theme: string,
  runMonths: string[],
  price: number,
  description: string,
  itinerary: string[],
) => ({
  id,
  name,
  destination,
  theme,
  days: itinerary.length,
  months: runMonths,
  price_from_inr: price,
  image_url: listingArtUrl('expedition', id),
  description,
  itinerary,
});

export const expeditions = [
  trip(
    'ladakh-snow-leopard',
    'Snow Leopards of Ladakh',
    'Ladakh',
    'Wildlife',
    ['Jan', 'Feb', 'Mar'],
    285000,
    'Track the grey ghost of the Himalaya with Ladakhi spotters in the Hemis valleys, staying in village homes warmed by the bukhari stove.',
    [
      'Arrive in Leh and rest at altitude',
      'Leh Palace, Shanti Stupa and a briefing on the cats',
      'Drive to Rumbak in Hemis National Park',
      'Spotting on the ridges above Rumbak',
      'Husing valley: urial, blue sheep and fox',
      'Tarbung valley with the spotters at dawn',
      'A last full day on the scopes',
      'Back to Leh by way of the Indus confluence',
      'Fly home',
    ],
  ),
  trip(
    'andaman-reefs',
    'Reefs of the Andamans',
    'Andaman Islands',
    'Ocean',
    ['Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'],
    198000,
    'Snorkel and dive the coral gardens of Havelock and Neil with a marine biologist, between white beaches and evergreen forest.',
    [
      'Arrive in Port Blair; Cellular Jail at dusk',
      'Ferry to Havelock; first snorkel at Elephant Beach',
      'Two dives at the Lighthouse and Aquarium reefs',
      'Kayak the mangroves at high tide',
      'Ferry to Neil; the natural bridge at low tide',
      'Reef survey with the biologist; night snorkel',
      'Back to Port Blair and fly home',
    ],
  ),
  trip(
    'kaziranga-rhino',
    'Rhinos and Grasslands of Kaziranga',
    'Assam',
    'Wildlife',
    ['Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'],
    142000,
    'Elephant grass, wetlands and the one-horned rhino, with jeep safaris in three ranges and a naturalist who grew up at the park’s edge.',
    [
      'Arrive in Guwahati and drive to Kaziranga',
      'Central range by jeep: rhinos and swamp deer',
      'Western range at dawn; tea garden walk',
      'Eastern range: birds of the wetlands',
      'Panbari forest for hoolock gibbons',
      'Drive back to Guwahati and fly home',
    ],
  ),
  trip(
    'spiti-monasteries',
    'Monasteries of Spiti',
    'Himachal Pradesh',
    'Culture',
    ['Jun', 'Jul', 'Aug', 'Sep'],
    176000,
    'A high-desert journey to thousand-year-old gompas, fossil villages and the highest post office in the world, in the long summer light.',
    [
      'Arrive in Shimla',
      'Along the Sutlej to Sangla',
      'Kalpa and the Kinner Kailash at sunrise',
      'Over to Tabo and its 996-year-old monastery',
      'Dhankar fort-monastery and its lake',
      'Kaza market and Key monastery',
      'Kibber, Chicham bridge and the ibex slopes',
      'Langza fossils and Hikkim post office',
      'Over Kunzum La to Manali',
      'Fly home from Kullu',
    ],
  ),
  trip(
    'rann-flamingos',
    'Flamingos of the Rann',
    'Gujarat',
    'Photography',
    ['Dec', 'Jan', 'Feb'],
    96000,
    'Tens of thousands of flamingos on the salt flats of Kutch, wild asses at golden hour and the white desert under a full moon.',
    [
      'Arrive in Bhuj; the Aina Mahal',
      'Flamingo city at first light',
      'Little Rann: wild asses and desert foxes',
      'The White Rann at sunset and moonrise',
      'Bhujodi weavers, then fly home',
    ],
  ),
  trip(
    'antarctica-peninsula',
    'The Antarctic Peninsula',
    'Antarctica',
    'Polar',
    ['Nov', 'Dec', 'Jan', 'Feb'],
    1250000,
    'Cross the Drake Passage on an ice-class ship to penguin rookeries, whale-filled bays and blue icebergs, with zodiac landings every day.',
    [
      'Fly to Buenos Aires',
      'On to Ushuaia at the end of the world',
      'Embark and sail the Beagle Channel',
      'Crossing the Drake Passage: albatross and lectures',
      'Crossing the Drake Passage: first icebergs',
      'South Shetland Islands: chinstrap penguins',
      'Neko Harbour: first steps on the continent',
      'Paradise Bay by zodiac among humpbacks',
      'Lemaire Channel and Petermann Island',
      'Deception Island’s flooded caldera',
      'Back across the Drake Passage to Ushuaia',
      'Disembark and fly home',
    ],
  ),
];
/** A trip as the search lists it: without its description and itinerary. */
export const expeditionSummary = ({ description: _description, itinerary: _itinerary, ...rest }: (typeof expeditions)[number]) => rest;

export const expeditionDurations = [
  { id: 'short', label: 'Up to 6 days', min_days: 1, max_days: 6 },
  { id: 'week', label: '7 to 10 days', min_days: 7, max_days: 10 },
  { id: 'long', label: 'More than 10 days', min_days: 11, max_days: 60 },
];
export const expeditionFilters = () => ({
  destinations: [...new Set(expeditions.map((e) => e.destination))].sort(),
  themes: [...new Set(expeditions.map((e) => e.theme))].sort(),
  months,
  durations: expeditionDurations,
});

/** The expedition's next departures (the first of each month it runs, for a year from today). */
export function expeditionDetails(id: string, now: Date) {
  const found = expeditions.find((e) => e.id === id);
  if (!found) return undefined;
  const departures: string[] = [];
  for (let i = 1; i <= 12; i++) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    if (found.months.includes(months[at.getUTCMonth()]!)) departures.push(at.toISOString().slice(0, 10));
  }
  return {
    ...expeditionSummary(found),
    description: found.description,
    itinerary: found.itinerary.map((title, i) => ({ day: i + 1, title })),
    departures,
  };
}
