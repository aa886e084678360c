import { z } from 'zod';

/** A T20 match members may ask tickets for, with the stands on offer (catalogue data). */
export const t20FixtureSchema = z.object({
  id: z.string().regex(/^[A-Z0-9-]{2,20}$/),
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  stadium: z.string().min(1),
  city: z.string().min(1),
  /** ISO 8601 with an offset, e.g. 2027-04-03T19:30:00+05:30. */
  starts_at: z.iso.datetime({ offset: true }),
  stands: z.array(z.string().min(1).max(60)).min(1),
});
export type T20Fixture = z.infer<typeof t20FixtureSchema>;
export const t20FixtureListResponseSchema = z.object({ data: z.array(t20FixtureSchema) });
