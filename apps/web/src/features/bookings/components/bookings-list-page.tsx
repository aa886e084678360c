import { useState } from 'react';
import { messages, type BookingListItem, type BookingStatus, type BookingType } from '@portal/contract';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Link, useLocation } from '@/lib/router';
import { useBookings } from '../api/get-bookings';
import { BookingCard, type Highlight } from './booking-card';
import { bookingKinds } from './booking-kinds';
import { CancelBookingDialog } from '@/components/booking-cancel/cancel-booking-dialog';
import { SignInRequired } from '@/components/sign-in-required';
import { useSignedIn } from '@/lib/session';

/** What the payment return hands the list (history state, so the spec's list URL stays as it is). */
export interface ListArrival {
  highlight: string;
  outcome: Highlight;
}
const arrivalOf = (state: unknown): ListArrival | undefined => {
  const value = state as Partial<ListArrival> | null;
  return typeof value?.highlight === 'string' && (value.outcome === 'paid' || value.outcome === 'unpaid')
    ? (value as ListArrival)
    : undefined;
};

// Statuses after which nothing more happens to a booking: they go under "Past and closed".
const closed: readonly BookingStatus[] = ['user_cancelled', 'expired', 'declined', 'cancelled', 'refunded', 'completed', 'no_show'];
export function isUpcoming(booking: BookingListItem, now = Date.now()) {
  return !closed.includes(booking.status) && new Date(booking.service_at).getTime() >= now;
}

/** 'golf', 'airport concierge', 'T20 match day': a label inside a sentence. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/** The cardholder's bookings of one service: the one just paid first, then upcoming and past, newest first. */
export function BookingsListPage({ type }: { type: BookingType }) {
  const signedIn = useSignedIn();
  const { data: bookings, isPending, isError } = useBookings(type, signedIn);
  const [cancelling, setCancelling] = useState<BookingListItem>();
  const arrival = arrivalOf(useLocation().state);
  const kind = bookingKinds[type];
  const [now] = useState(() => Date.now());

  const highlighted = bookings?.find((booking) => booking.id === arrival?.highlight);
  const rest = (bookings ?? []).filter((booking) => booking !== highlighted);
  const groups = [
    { id: 'upcoming', heading: messages.upcomingBookings, items: rest.filter((booking) => isUpcoming(booking, now)) },
    { id: 'past', heading: messages.pastBookings, items: rest.filter((booking) => !isUpcoming(booking, now)) },
  ].filter((group) => group.items.length > 0);

  return (
    <Page title={kind.title}>
      {!signedIn ? (
        <SignInRequired openOnMount />
      ) : isPending ? (
        <Spinner label="Loading bookings" />
      ) : isError ? (
        <p role="alert">{messages.somethingWentWrong}</p>
      ) : bookings.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-lg border border-dashed border-stone-300 bg-white p-6">
          <p>{messages.noBookings}</p>
          <Link
            to={kind.landingPath}
            className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 py-2 font-medium text-brand-contrast"
          >
            {messages.bookAService(inSentence(kind.label))}
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          {highlighted && arrival && (
            <section aria-labelledby="just-now-heading">
              <h2 id="just-now-heading" className="sr-only">
                {arrival.outcome === 'paid' ? messages.paidBookingHeading : messages.unpaidBookingHeading}
              </h2>
              <BookingCard booking={highlighted} onCancel={setCancelling} highlight={arrival.outcome} />
            </section>
          )}
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`${group.id}-heading`} className="flex flex-col gap-4">
              <h2 id={`${group.id}-heading`} className="text-xl font-semibold text-stone-900">
                {group.heading}
              </h2>
              {group.items.map((booking) => (
                <BookingCard key={booking.id} booking={booking} onCancel={setCancelling} />
              ))}
            </section>
          ))}
          <p>
            <Link to={kind.landingPath} className="inline-flex min-h-11 items-center font-medium text-accent underline">
              {messages.bookAService(inSentence(kind.label))}
            </Link>
          </p>
        </div>
      )}
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(undefined)} />
    </Page>
  );
}
