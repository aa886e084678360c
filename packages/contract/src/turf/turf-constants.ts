// What the registry shows of a turf booking (the sports by name), apart from the zod schemas: a landing loads no zod (decision 010).
import type { TurfSport } from './turf-facts.ts';

export const turfSportLabels: Record<TurfSport, string> = { football: 'Football', box_cricket: 'Box cricket', pickleball: 'Pickleball' };
