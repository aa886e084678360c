import { z } from 'zod';

export const golfSessionTypes = ['learn', 'play'] as const;
export type GolfSessionType = (typeof golfSessionTypes)[number];

/** Spec 02 §2: the 11 cities the golf landing groups courses by, in the spec's order. */
export const golfCities = [
  'Ahmedabad', 'Gurgaon', 'Bangalore', 'Jaipur', 'Delhi', 'Mumbai',
  'Noida', 'Pune', 'Hyderabad', 'Chandigarh', 'Kolkata',
] as const;

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
