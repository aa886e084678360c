import type { LoaderArgs } from '@/lib/router';
import { golfCoursesQueryOptions } from '../api/get-golf-courses';

/** /golf's loader: the courses of both session types, which the landing lists by city. */
export default function loadGolfPage({ queryClient }: LoaderArgs) {
  void queryClient.prefetchQuery(golfCoursesQueryOptions('play'));
  void queryClient.prefetchQuery(golfCoursesQueryOptions('learn'));
}
