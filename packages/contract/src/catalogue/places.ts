import { z } from 'zod';

export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  iso_code: z.string().length(2),
  calling_code: z.string().regex(/^\d{1,4}$/),
});
export const citySchema = z.object({ id: z.number().int(), name: z.string(), country_id: z.number().int() });
export const localitySchema = z.object({ id: z.number().int(), name: z.string(), city_id: z.number().int() });
export type Country = z.infer<typeof countrySchema>;
export type City = z.infer<typeof citySchema>;
export type Locality = z.infer<typeof localitySchema>;
