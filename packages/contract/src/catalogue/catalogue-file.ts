import { z } from 'zod';
import { cardProductSchema } from '../cards/card-product.ts';
import { golfCourseSchema } from './golf-course.ts';
import { conciergeAirportSchema, transferAirportSchema } from './airports.ts';
import { turfVenueSchema } from '../turf/turf-venue.ts';
import { t20FixtureSchema } from '../t20/t20-fixture.ts';
import { citySchema, countrySchema, localitySchema } from './places.ts';
import { offersCatalogueSchema } from '../offers/offers-catalogue.ts';

/**
 * A whole catalogue as a bank ships it: what `npm run catalogue:import -- FILE` loads.
 * Each section is optional so a bank can update one part at a time.
 */
export const catalogueFileSchema = z
  .object({
    $comment: z.string().optional(),
    cards: z.array(cardProductSchema).optional(),
    golf_courses: z.array(golfCourseSchema).optional(),
    concierge_airports: z.array(conciergeAirportSchema).optional(),
    transfer_airports: z.array(transferAirportSchema).optional(),
    turf_venues: z.array(turfVenueSchema).optional(),
    t20_fixtures: z.array(t20FixtureSchema).optional(),
    countries: z.array(countrySchema).optional(),
    cities: z.array(citySchema).optional(),
    localities: z.array(localitySchema).optional(),
    offers: offersCatalogueSchema.optional(),
  })
  .strict()
  .superRefine((file, ctx) => {
    /** Each list's key, and the card BINs: a second row with the same one is refused, named by its list. */
    const keys: [string, string[]][] = [
      ['cards', (file.cards ?? []).map((c) => c.id)],
      ['card bins', (file.cards ?? []).map((c) => c.bin)],
      ['golf_courses', (file.golf_courses ?? []).map((c) => c.external_id)],
      ['concierge_airports', (file.concierge_airports ?? []).map((a) => a.id)],
      ['transfer_airports', (file.transfer_airports ?? []).map((a) => a.id)],
      ['turf_venues', (file.turf_venues ?? []).map((v) => v.id)],
      ['t20_fixtures', (file.t20_fixtures ?? []).map((f) => f.id)],
    ];
    for (const [name, list] of keys) {
      const seen = new Set<string>();
      for (const key of list) {
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `duplicate ${name}: ${key}`, path: [name] });
        seen.add(key);
      }
    }
  });
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;
