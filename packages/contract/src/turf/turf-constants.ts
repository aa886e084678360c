// What the turf pages show, apart from the zod schemas: a landing loads no zod (decision 010).
export const turfSports = ['football', 'box_cricket', 'pickleball'] as const;
export type TurfSport = (typeof turfSports)[number];
export const turfSportLabels: Record<TurfSport, string> = { football: 'Football', box_cricket: 'Box cricket', pickleball: 'Pickleball' };
