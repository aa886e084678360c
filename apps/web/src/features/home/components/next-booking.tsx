import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { knownStatus, timelineKindLabel } from '@portal/contract';
import { paths } from '@/config/paths';
import { KindIcon } from '@/components/kind-visuals/kind-icon';
import { formatIstDateTime } from '@/lib/format-ist';
import { Link } from '@/lib/router';
import { StatusPill } from '@/components/ui/status-pill';
import { nextBookingQueryOptions } from '../api/get-next-booking';

/** The soonest booking of any kind as a card: what, when, its status, what staff confirmed; all of them one tap away. */
export function NextBooking() {
  const [now] = useState(() => Date.now());
  const next = useQuery(nextBookingQueryOptions(now));
  const booking = next.data;
  if (!booking) return null;
  return (
    <section aria-labelledby="next-booking" className="mb-10">
      <h2 id="next-booking" className="mb-4 text-2xl font-bold tracking-tight">
        Your next booking
      </h2>
      <article aria-label={booking.title} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <p className="inline-flex items-center gap-2 text-sm font-medium text-stone-700">
          <KindIcon kind={booking.booking_type} className="size-4 text-brand" />
          {timelineKindLabel(booking.booking_type)}
        </p>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-xl font-bold">{booking.title}</h3>
          <StatusPill status={knownStatus(booking.status)} label={booking.status_label} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">When</dt>
          <dd>{formatIstDateTime(booking.service_at)}</dd>
          <dt className="text-stone-600">Reference</dt>
          <dd>{booking.reference}</dd>
          {booking.confirmed_details?.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="text-stone-600">{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
        <Link to={paths.myBookings} className="inline-flex min-h-11 items-center text-accent underline">
          All my bookings
        </Link>
      </article>
    </section>
  );
}
