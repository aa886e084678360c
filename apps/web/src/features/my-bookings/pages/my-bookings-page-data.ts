import type { LoaderArgs } from '@/lib/router';
import { storage } from '@/lib/storage';
import { myBookingsQueryOptions } from '../api/get-my-bookings';

/** /my-bookings' loader: signed in, the timeline, under the key the page reads. */
export default function loadMyBookingsPage({ queryClient }: LoaderArgs) {
  if (storage.get('token')) void queryClient.prefetchQuery(myBookingsQueryOptions());
}
