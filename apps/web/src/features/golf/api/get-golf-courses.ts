import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GolfSessionType } from '@portal/contract';
import { api } from '@/lib/api-client';

export interface GolfCourseItem {
  gc_name: string;
  external_id: string;
  city: string;
  session_types: GolfSessionType[];
  closed_until: string | null;
}

/** GET /api/booking/golf_course_lists?session_type=learn|play */
export const getGolfCourses = (sessionType: GolfSessionType) =>
  api
    .get<{ data: { attributes: GolfCourseItem }[] }>('/booking/golf_course_lists', { session_type: sessionType })
    .then((r) => r.data.map((c) => c.attributes));

export const golfCoursesQueryOptions = (sessionType: GolfSessionType) =>
  queryOptions({ queryKey: ['golf-courses', sessionType], queryFn: () => getGolfCourses(sessionType), staleTime: 10 * 60_000 });

export const useGolfCourses = (sessionType: GolfSessionType) => useQuery(golfCoursesQueryOptions(sessionType));
