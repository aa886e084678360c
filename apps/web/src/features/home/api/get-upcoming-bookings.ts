import { queryOptions } from '@tanstack/react-query';
import { bookingTypes, type BookingListItem, type BookingStatus } from '@portal/contract';
import { api } from '@/lib/api-client';

const open: BookingStatus[] = ['pending_payment', 'requested', 'confirmed'];

/** The cardholder's bookings still ahead, soonest first, across the three services (GET /api/booking/bookings per type). */
export async function getUpcomingBookings(now = new Date()): Promise<BookingListItem[]> {
  const lists = await Promise.all(
    bookingTypes.map((type) => api.get<{ data: BookingListItem[] }>('/booking/bookings', { type }).then((r) => r.data)),
  );
  return lists
    .flat()
    .filter((b) => open.includes(b.status) && new Date(b.service_at) >= now)
    .sort((a, b) => a.service_at.localeCompare(b.service_at));
}

export const upcomingBookingsQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'upcoming-bookings'], queryFn: () => getUpcomingBookings(), staleTime: 30_000 });
