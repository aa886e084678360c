import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { Link } from '@/lib/router';
import { formatIstDay } from '@/lib/format-ist';
import { upcomingBookingsQueryOptions } from '../api/get-upcoming-bookings';
import { bookingKinds, type BookingListItem } from '@portal/contract';
import { kindIcons } from '@/components/kind-visuals/kind-icons';
import { serviceOf } from './services';

/** What a booking is at (its kind's title key: the course, airport, venue, match), else its city. */
const placeOf = ({ type, request_info: info }: BookingListItem) =>
  [info[bookingKinds[type].titleKey], info.city].find((value): value is string => typeof value === 'string' && value !== '');

/** The cardholder's bookings still ahead, soonest first, each linking to its service's list. */
export function UpcomingBookings() {
  const bookings = useQuery(upcomingBookingsQueryOptions());
  return (
    <section aria-labelledby="upcoming" className="rounded-2xl border border-stone-200 bg-white p-6">
      <h2 id="upcoming" className="mb-4 flex items-center gap-2 text-2xl font-bold tracking-tight">
        <CalendarDays aria-hidden="true" className="size-6 text-brand" />
        Upcoming bookings
      </h2>
      {bookings.isPending && <p className="text-stone-700">Loading your bookings…</p>}
      {bookings.isError && <p className="text-stone-700">Your bookings could not be loaded.</p>}
      {bookings.data?.length === 0 && <p className="text-stone-700">No upcoming bookings.</p>}
      {bookings.data && bookings.data.length > 0 && (
        <ul className="divide-y divide-stone-200">
          {bookings.data.slice(0, 5).map((booking) => {
            const service = serviceOf(booking.type);
            const Icon = kindIcons[booking.type];
            return (
              <li key={booking.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <Icon aria-hidden="true" className="size-5 text-brand" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{placeOf(booking) ?? service.title}</span>
                  <span className="block text-sm text-stone-700">
                    {service.title} · {formatIstDay(booking.service_at)} · {booking.reference}
                  </span>
                </span>
                <span className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800">{booking.status_label}</span>
                <Link to={service.bookingsPath} className="inline-flex min-h-11 items-center text-accent underline">
                  View<span className="sr-only"> {booking.reference}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
