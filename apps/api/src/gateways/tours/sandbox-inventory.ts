/**
 * The tours sandbox's inventory: MADE UP for development and demos (issue 19), realistic but not real —
 * no product, price or rating here comes from Headout or any operator. Its words are written as a real listing's
 * (nothing on screen calls it a demo). Eight cities, Mumbai first (eight tours there); each
 * variant runs at fixed Indian times every day for 60 days, some with few places, some unlimited, some
 * closed one day a week.
 */
export interface SandboxVariant {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  /** Start times, Indian time (HH:MM). */
  times: string[];
  /** Places per slot; null = UNLIMITED. */
  capacity: number | null;
  /** Day of the week it does not run (0 = Sunday). */
  closedOn?: number;
  adult: number;
  child?: number;
}
export interface SandboxProduct {
  id: string;
  city: string;
  categoryId: string;
  name: string;
  rating: number;
  reviews: number;
  description: string;
  highlights: string[];
  variants: SandboxVariant[];
}

export const sandboxCities = [
  { code: 'MUMBAI', name: 'Mumbai' },
  { code: 'DELHI', name: 'Delhi' },
  { code: 'JAIPUR', name: 'Jaipur' },
  { code: 'GOA', name: 'Goa' },
  { code: 'BENGALURU', name: 'Bengaluru' },
  { code: 'UDAIPUR', name: 'Udaipur' },
  { code: 'KOCHI', name: 'Kochi' },
  { code: 'AGRA', name: 'Agra' },
] as const;

export const sandboxCategories = [
  { id: 'tours', name: 'Tours' },
  { id: 'experiences', name: 'Experiences' },
  { id: 'food', name: 'Food and drink' },
  { id: 'adventure', name: 'Adventure' },
] as const;

const v = (id: string, name: string, adult: number, more: Partial<SandboxVariant> = {}): SandboxVariant => ({
  id,
  name,
  description: `${name}, with a licensed guide.`,
  durationMinutes: 180,
  times: ['09:00', '15:00'],
  capacity: 12,
  adult,
  child: Math.round(adult * 0.6),
  ...more,
});
const p = (
  id: string,
  city: string,
  categoryId: string,
  name: string,
  rating: number,
  reviews: number,
  description: string,
  variants: SandboxVariant[],
): SandboxProduct => ({
  id,
  city,
  categoryId,
  name,
  rating,
  reviews,
  description,
  highlights: ['Skip the planning: a local host meets you', 'Small groups', 'Free cancellation up to 24 hours before'],
  variants,
});

export const sandboxProducts: SandboxProduct[] = [
  p(
    'mum-heritage',
    'Mumbai',
    'tours',
    'Colaba and Fort Heritage Walk',
    4.7,
    1842,
    'Art Deco facades, Gothic arcades and the lanes behind the Gateway of India, with a historian who knows every cornice.',
    [
      v('mum-heritage-std', 'Group walk', 1200, { times: ['08:00', '17:00'] }),
      v('mum-heritage-pvt', 'Private walk', 4500, { capacity: 2, child: 4500 }),
    ],
  ),
  p(
    'mum-dharavi',
    'Mumbai',
    'experiences',
    'Dharavi Crafts and Recycling Tour',
    4.8,
    2210,
    'Potters, leather workers and recyclers open their workshops in the city within the city; part of each ticket funds a local school.',
    [v('mum-dharavi-std', 'Morning tour', 950, { capacity: 8 })],
  ),
  p(
    'mum-food',
    'Mumbai',
    'food',
    'Mohammed Ali Road Food Trail',
    4.6,
    960,
    'Kebabs off the grill, malpua from the griddle and phirni in clay cups along the lamp-lit lanes near Minara Masjid.',
    [v('mum-food-eve', 'Evening trail', 1800, { times: ['19:00'], closedOn: 1 })],
  ),
  p(
    'mum-elephanta',
    'Mumbai',
    'tours',
    'Elephanta Caves by Ferry',
    4.4,
    3120,
    "An hour across the harbour by ferry to the island's rock-cut cave temples and the three-headed Shiva carved into the hill.",
    [v('mum-elephanta-ferry', 'Ferry and guide', 1500, { capacity: null })],
  ),
  p(
    'mum-bollywood',
    'Mumbai',
    'experiences',
    'Film City Studio Tour',
    4.5,
    1320,
    'Behind the scenes at a working film studio in Goregaon: sets, a dance rehearsal and a make-up room.',
    [v('mum-bollywood-std', 'Studio tour', 2400, { times: ['10:00', '14:00'], capacity: 15 })],
  ),
  p(
    'mum-sunset-sail',
    'Mumbai',
    'adventure',
    'Sunset Sail on the Harbour',
    4.8,
    760,
    "A two-hour sail on a private-charter yacht past the Gateway of India and the Navy's anchorage as the sun goes down.",
    [v('mum-sunset-sail-std', 'Shared yacht', 3200, { times: ['17:00'], capacity: 10, durationMinutes: 120 })],
  ),
  p(
    'mum-street-art',
    'Mumbai',
    'tours',
    'Bandra Street Art and Village Walk',
    4.6,
    540,
    "Bandra's murals, Portuguese-era villages and seaside chapels on foot, with coffee in Ranwar at the end.",
    [v('mum-street-art-std', 'Morning walk', 1100, { times: ['08:30'], closedOn: 1 })],
  ),
  p(
    'mum-kanheri',
    'Mumbai',
    'adventure',
    'Kanheri Caves Forest Hike',
    4.4,
    410,
    "A morning hike inside Sanjay Gandhi National Park to Kanheri's 109 Buddhist caves, with a naturalist guide.",
    [v('mum-kanheri-std', 'Guided hike', 1350, { times: ['07:00'], capacity: 10, child: undefined })],
  ),
  p(
    'del-oldcity',
    'Delhi',
    'tours',
    'Old Delhi Rickshaw and Spice Market',
    4.7,
    4015,
    "A cycle-rickshaw through Chandni Chowk to Khari Baoli, Asia's largest spice market, ending with chai on a haveli rooftop.",
    [v('del-oldcity-std', 'Rickshaw tour', 1400)],
  ),
  p(
    'del-qutub',
    'Delhi',
    'tours',
    'Qutub Minar and Mehrauli Walk',
    4.5,
    820,
    "The Qutub Minar's fluted tower, the iron pillar that never rusts and the step-wells and tombs of Mehrauli village.",
    [v('del-qutub-std', 'Guided walk', 1100, { closedOn: 5 })],
  ),
  p(
    'jai-amber',
    'Jaipur',
    'tours',
    'Amber Fort at Sunrise',
    4.8,
    2650,
    'Up the ramparts of Amber Fort before the crowds, as the first light turns the sandstone gold over Maota Lake.',
    [v('jai-amber-std', 'Sunrise entry', 2200, { times: ['06:30'] })],
  ),
  p(
    'jai-balloon',
    'Jaipur',
    'adventure',
    'Hot-Air Balloon over the Aravallis',
    4.9,
    540,
    'Float over the Aravalli hills, village fields and forts at dawn with a licensed pilot; a glass of something cold on landing.',
    [v('jai-balloon-std', 'Shared basket', 14500, { times: ['06:00'], capacity: 6, child: undefined })],
  ),
  p(
    'goa-dolphin',
    'Goa',
    'adventure',
    'Dolphin Spotting Cruise',
    4.3,
    1780,
    "A wooden boat out of Sinquerim at calm morning water, where humpback dolphins surface off Aguada's old fort.",
    [v('goa-dolphin-std', 'Boat cruise', 900, { capacity: 20 })],
  ),
  p(
    'goa-spice',
    'Goa',
    'food',
    'Spice Plantation Lunch',
    4.5,
    990,
    'Walk a shaded plantation of pepper, cardamom and vanilla, then sit down to a Goan thali served on a banana leaf.',
    [v('goa-spice-std', 'Tour and lunch', 1600)],
  ),
  p(
    'blr-cycle',
    'Bengaluru',
    'experiences',
    'Bengaluru by Bicycle',
    4.6,
    430,
    "Pedal past Cubbon Park, the Vidhana Soudha and KR Market's flower stalls while the city is still waking up.",
    [v('blr-cycle-std', 'Morning ride', 1300, { times: ['06:30'] })],
  ),
  p(
    'blr-brew',
    'Bengaluru',
    'food',
    'Craft Brewery Crawl',
    4.4,
    610,
    "Three of the city's best microbreweries in an evening, with tasting flights and bar snacks at each stop.",
    [v('blr-brew-std', 'Evening crawl', 2500, { times: ['18:30'], child: undefined })],
  ),
  p(
    'udr-lake',
    'Udaipur',
    'tours',
    'Lake Pichola Sunset Boat',
    4.7,
    2890,
    'Lake Pichola at golden hour, past the City Palace and Jag Mandir, as the ghats light up one by one.',
    [v('udr-lake-std', 'Shared boat', 800, { times: ['17:30'], capacity: null })],
  ),
  p(
    'udr-cook',
    'Udaipur',
    'food',
    'Rajasthani Home Cooking Class',
    4.9,
    720,
    'Cook dal baati, gatte and churma in a family kitchen in the old city, then eat what you made together.',
    [v('udr-cook-std', 'Cooking class', 2100, { capacity: 6 })],
  ),
  p(
    'koc-kathakali',
    'Kochi',
    'experiences',
    'Kathakali Make-up and Performance',
    4.6,
    1130,
    'Watch the artists paint their faces before the show, then an hour of Kathakali with live drums and song.',
    [v('koc-kathakali-std', 'Evening show', 700, { times: ['17:00'] })],
  ),
  p(
    'koc-backwater',
    'Kochi',
    'tours',
    'Backwater Canoe Village Tour',
    4.5,
    1640,
    'A country canoe through narrow village canals: coir making, toddy tapping and a lunch of karimeen fry.',
    [v('koc-backwater-std', 'Canoe tour', 1900)],
  ),
  p(
    'agr-tajsunrise',
    'Agra',
    'tours',
    'Taj Mahal at Sunrise',
    4.8,
    5230,
    'Through the east gate as it opens, with the marble changing colour from grey to rose as the sun comes up.',
    [
      v('agr-taj-std', 'Guided entry', 2600, { times: ['06:00'], closedOn: 5 }),
      v('agr-taj-pvt', 'Private guide', 6500, { times: ['06:00', '10:00'], capacity: 3, closedOn: 5 }),
    ],
  ),
];
