/**
 * The golf value lists, apart from the zod schemas that use them: a page that only shows them (the golf
 * landing's cities) then loads no zod (issue 20).
 */
export const golfSessionTypes = ['learn', 'play'] as const;
export type GolfSessionType = (typeof golfSessionTypes)[number];

/** Spec 02 §2: the 11 cities the golf landing groups courses by, in the spec's order. */
export const golfCities = [
  'Ahmedabad',
  'Gurgaon',
  'Bangalore',
  'Jaipur',
  'Delhi',
  'Mumbai',
  'Noida',
  'Pune',
  'Hyderabad',
  'Chandigarh',
  'Kolkata',
] as const;
