/**
 * The tours sandbox's inventory: MADE UP for development and demos (issue 19), realistic but not real —
 * no product, price or rating here comes from Headout or any operator. Eight cities, Mumbai first; each
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
  variants: SandboxVariant[],
): SandboxProduct => ({
  id,
  city,
  categoryId,
  name,
  rating,
  reviews,
  description: `${name}: a made-up sandbox listing in ${city}.`,
  highlights: ['Skip the planning: a local host meets you', 'Small groups', 'Free cancellation up to 24 hours before'],
  variants,
});

export const sandboxProducts: SandboxProduct[] = [
  p('mum-heritage', 'Mumbai', 'tours', 'Colaba and Fort Heritage Walk', 4.7, 1842, [
    v('mum-heritage-std', 'Group walk', 1200, { times: ['08:00', '17:00'] }),
    v('mum-heritage-pvt', 'Private walk', 4500, { capacity: 2, child: 4500 }),
  ]),
  p('mum-dharavi', 'Mumbai', 'experiences', 'Dharavi Crafts and Recycling Tour', 4.8, 2210, [
    v('mum-dharavi-std', 'Morning tour', 950, { capacity: 8 }),
  ]),
  p('mum-food', 'Mumbai', 'food', 'Mohammed Ali Road Food Trail', 4.6, 960, [
    v('mum-food-eve', 'Evening trail', 1800, { times: ['19:00'], closedOn: 1 }),
  ]),
  p('mum-elephanta', 'Mumbai', 'tours', 'Elephanta Caves by Ferry', 4.4, 3120, [
    v('mum-elephanta-ferry', 'Ferry and guide', 1500, { capacity: null }),
  ]),
  p('del-oldcity', 'Delhi', 'tours', 'Old Delhi Rickshaw and Spice Market', 4.7, 4015, [v('del-oldcity-std', 'Rickshaw tour', 1400)]),
  p('del-qutub', 'Delhi', 'tours', 'Qutub Minar and Mehrauli Walk', 4.5, 820, [v('del-qutub-std', 'Guided walk', 1100, { closedOn: 5 })]),
  p('jai-amber', 'Jaipur', 'tours', 'Amber Fort at Sunrise', 4.8, 2650, [v('jai-amber-std', 'Sunrise entry', 2200, { times: ['06:30'] })]),
  p('jai-balloon', 'Jaipur', 'adventure', 'Hot-Air Balloon over the Aravallis', 4.9, 540, [
    v('jai-balloon-std', 'Shared basket', 14500, { times: ['06:00'], capacity: 6, child: undefined }),
  ]),
  p('goa-dolphin', 'Goa', 'adventure', 'Dolphin Spotting Cruise', 4.3, 1780, [v('goa-dolphin-std', 'Boat cruise', 900, { capacity: 20 })]),
  p('goa-spice', 'Goa', 'food', 'Spice Plantation Lunch', 4.5, 990, [v('goa-spice-std', 'Tour and lunch', 1600)]),
  p('blr-cycle', 'Bengaluru', 'experiences', 'Bengaluru by Bicycle', 4.6, 430, [
    v('blr-cycle-std', 'Morning ride', 1300, { times: ['06:30'] }),
  ]),
  p('blr-brew', 'Bengaluru', 'food', 'Craft Brewery Crawl', 4.4, 610, [
    v('blr-brew-std', 'Evening crawl', 2500, { times: ['18:30'], child: undefined }),
  ]),
  p('udr-lake', 'Udaipur', 'tours', 'Lake Pichola Sunset Boat', 4.7, 2890, [
    v('udr-lake-std', 'Shared boat', 800, { times: ['17:30'], capacity: null }),
  ]),
  p('udr-cook', 'Udaipur', 'food', 'Rajasthani Home Cooking Class', 4.9, 720, [v('udr-cook-std', 'Cooking class', 2100, { capacity: 6 })]),
  p('koc-kathakali', 'Kochi', 'experiences', 'Kathakali Make-up and Performance', 4.6, 1130, [
    v('koc-kathakali-std', 'Evening show', 700, { times: ['17:00'] }),
  ]),
  p('koc-backwater', 'Kochi', 'tours', 'Backwater Canoe Village Tour', 4.5, 1640, [v('koc-backwater-std', 'Canoe tour', 1900)]),
  p('agr-tajsunrise', 'Agra', 'tours', 'Taj Mahal at Sunrise', 4.8, 5230, [
    v('agr-taj-std', 'Guided entry', 2600, { times: ['06:00'], closedOn: 5 }),
    v('agr-taj-pvt', 'Private guide', 6500, { times: ['06:00', '10:00'], capacity: 3, closedOn: 5 }),
  ]),
];
