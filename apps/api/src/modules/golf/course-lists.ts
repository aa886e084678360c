import { z } from 'zod';
import { golfCourseListResponseSchema, golfSessionTypes, type GolfSessionType } from '@portal/contract';
import type { KindCatalogueRead } from '../bookings/index.ts';

/**
 * GET /api/booking/golf_course_lists?session_type=play|learn (spec 02 §3): golf's catalogue read, the courses that
 * offer the session, in the spec's JSON:API-ish shape.
 */
export const golfCourseLists: KindCatalogueRead<{ session_type: GolfSessionType }> = {
  querystring: z.object({ session_type: z.enum(golfSessionTypes) }),
  response: golfCourseListResponseSchema,
  answer: (catalogue, { session_type: sessionType }) => ({
    data: catalogue.rows.GolfEnquiry.filter((c) => c.session_types.includes(sessionType)).map((c) => ({
      id: c.external_id,
      type: 'golf_course' as const,
      attributes: {
        gc_name: c.gc_name,
        external_id: c.external_id,
        city: c.city,
        session_types: c.session_types,
        closed_until: c.closed_until,
      },
    })),
  }),
};
