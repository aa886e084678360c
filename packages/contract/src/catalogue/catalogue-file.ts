import { z } from 'zod';
import { bookingTypes, type BookingType } from '../bookings/booking-kinds.ts';
import { cardProductSchema } from '../cards/card-product.ts';
import { kindCatalogues, type KindCatalogues } from './kind-catalogues.ts';
import { citySchema, countrySchema, localitySchema } from './places.ts';
import { offersCatalogueSchema } from '../offers/offers-catalogue.ts';

/** Each kind's section of the file, named by its catalogue (kind-catalogues.ts): `turf_venues: [...]`. */
type KindSections = {
  [T in BookingType as KindCatalogues[T]['list']]: z.ZodOptional<z.ZodArray<KindCatalogues[T]['row']>>;
};
const kindSections = Object.fromEntries(
  bookingTypes.map((type) => [kindCatalogues[type].list, z.array(kindCatalogues[type].row).optional()]),
) as KindSections;

/**
 * A whole catalogue as a bank ships it: what `npm run catalogue:import -- FILE` loads.
 * Each section is optional so a bank can update one part at a time.
 */
export const catalogueFileSchema = z
  .object({
    $comment: z.string().optional(),
    cards: z.array(cardProductSchema).optional(),
    ...kindSections,
    countries: z.array(countrySchema).optional(),
    cities: z.array(citySchema).optional(),
    localities: z.array(localitySchema).optional(),
    offers: offersCatalogueSchema.optional(),
  })
  .strict()
  .superRefine((file, ctx) => {
    /** Each list's key, and the card BINs: a second row with the same one is refused, named by its list. */
    const rowsOf = (list: string) => ((file as Record<string, unknown>)[list] ?? []) as Record<string, unknown>[];
    const keys: [string, unknown[]][] = [
      ['cards', (file.cards ?? []).map((c) => c.id)],
      ['card bins', (file.cards ?? []).map((c) => c.bin)],
      ...bookingTypes.map((type): [string, unknown[]] => {
        const { list, key } = kindCatalogues[type] as { list: string; key: string };
        return [list, rowsOf(list).map((row) => row[key])];
      }),
    ];
    for (const [name, list] of keys) {
      const seen = new Set<unknown>();
      for (const key of list) {
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `duplicate ${name}: ${String(key)}`, path: [name] });
        seen.add(key);
      }
    }
  });
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;
