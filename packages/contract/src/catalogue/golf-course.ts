import { z } from 'zod';
import { golfCities, golfSessionTypes } from './golf-constants.ts';

export const golfCourseSchema = z.object({
  external_id: z.string().min(1),
  gc_name: z.string().min(1),
  city: z.enum(golfCities),
  session_types: z.array(z.enum(golfSessionTypes)).min(1),
  // Spec 02 §5: some named courses cannot be booked on or before this date (data, not code).
  closed_until: z.iso.date().nullable().default(null),
});
export type GolfCourse = z.infer<typeof golfCourseSchema>;

/** GET /api/booking/golf_course_lists answers in the JSON:API-ish shape the spec names (attributes). */
export const golfCourseListResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.literal('golf_course'),
      attributes: z.object({
        gc_name: z.string(),
        external_id: z.string(),
        city: z.string(),
        session_types: z.array(z.enum(golfSessionTypes)),
        closed_until: z.iso.date().nullable(),
      }),
    }),
  ),
});
