import type { ReactNode } from 'react';
import { messages } from '@portal/contract';
import { SignInRequired } from '@/components/sign-in-required';
import { Link } from '@/lib/router';
import { HeadedSection } from './headed-section';
import { SkeletonBlock, SkeletonList } from './skeleton';
import { SkeletonBookingCard } from './skeleton-booking-card';

export interface BookingsListFrameProps<T> {
  signedIn: boolean;
  /** The bookings' read (a query's result). */
  bookings: { data: T[] | undefined; isPending: boolean; isError: boolean };
  /** What the page shows when the cardholder has booked nothing yet. */
  empty: ReactNode;
  /** The link under the list, to book again. */
  more: { to: string; label: string };
  /** The list, once there are bookings. */
  children: (bookings: T[]) => ReactNode;
}

/** The list's place while it loads (issue 31): the filter's row, a group's heading and two bookings, so the footer stays put. */
function BookingsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-8">
      <SkeletonBlock className="h-11 w-48 rounded-full" />
      <div className="flex flex-col gap-4">
        <SkeletonBlock className="my-0.5 h-6 w-32" />
        <SkeletonList label="Loading bookings" count={2} className="flex flex-col gap-4" card={<SkeletonBookingCard />} />
      </div>
    </div>
  );
}

/**
 * A bookings page's body: sign-in (opened at once), stand-ins while loading, the failure or the page's empty state until there
 * are bookings; then the list and, under it, a link to book again.
 */
export function BookingsListFrame<T>({ signedIn, bookings, empty, more, children }: BookingsListFrameProps<T>) {
  if (!signedIn) return <SignInRequired openOnMount />;
  if (bookings.isPending) return <BookingsSkeleton />;
  if (bookings.isError || !bookings.data) return <p role="alert">{messages.somethingWentWrong}</p>;
  if (bookings.data.length === 0) return empty;
  return (
    <div className="flex flex-col gap-8">
      {children(bookings.data)}
      <p>
        <Link to={more.to} className="inline-flex min-h-11 items-center font-medium text-accent underline">
          {more.label}
        </Link>
      </p>
    </div>
  );
}

/** The upcoming bookings, then the past ones, each under its heading (`upcoming-heading`, `past-heading`); an empty group is left out. */
export function UpcomingAndPast<T>({ upcoming, past, children }: { upcoming: T[]; past: T[]; children: (bookings: T[]) => ReactNode }) {
  const groups = [
    { id: 'upcoming', heading: messages.upcomingBookings, bookings: upcoming },
    { id: 'past', heading: messages.pastBookings, bookings: past },
  ].filter((group) => group.bookings.length > 0);
  return groups.map((group) => (
    <HeadedSection
      key={group.id}
      headingId={`${group.id}-heading`}
      heading={group.heading}
      headingClassName="text-xl font-semibold text-stone-900"
      className="flex flex-col gap-4"
    >
      {children(group.bookings)}
    </HeadedSection>
  ));
}
