import { useState } from 'react';
import { messages, type BookingListItem, type BookingStatus, type BookingType } from '@portal/contract';
import { Page } from '@/components/ui/page';
import { BookingsGroup, BookingsListGate } from '@/components/ui/bookings-list-gate';
import { HeadedSection } from '@/components/ui/headed-section';
import { Link, useLocation } from '@/lib/router';
import { useBookings } from '../api/get-bookings';
import { BookingCard, type Highlight } from './booking-card';
import { bookingKinds } from './booking-kinds';
import { CancelBookingDialog } from '@/components/booking-cancel/cancel-booking-dialog';
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
      <BookingsListGate
        signedIn={signedIn}
        bookings={bookings}
        isPending={isPending}
        isError={isError}
        empty={
          <div className="flex flex-col items-start gap-4 rounded-lg border border-dashed border-stone-300 bg-white p-6">
            <p>{messages.noBookings}</p>
            <Link
              to={kind.landingPath}
              className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 py-2 font-medium text-brand-contrast"
            >
              {messages.bookAService(inSentence(kind.label))}
            </Link>
          </div>
        }
      >
        {() => (
          <div className="flex flex-col gap-8">
            {highlighted && arrival && (
              <HeadedSection
                headingId="just-now-heading"
                heading={arrival.outcome === 'paid' ? messages.paidBookingHeading : messages.unpaidBookingHeading}
                headingClassName="sr-only"
              >
                <BookingCard booking={highlighted} onCancel={setCancelling} highlight={arrival.outcome} />
              </HeadedSection>
            )}
            {groups.map((group) => (
              <BookingsGroup key={group.id} id={group.id} heading={group.heading}>
                {group.items.map((booking) => (
                  <BookingCard key={booking.id} booking={booking} onCancel={setCancelling} />
                ))}
              </BookingsGroup>
            ))}
            <p>
              <Link to={kind.landingPath} className="inline-flex min-h-11 items-center font-medium text-accent underline">
                {messages.bookAService(inSentence(kind.label))}
              </Link>
            </p>
          </div>
        )}
      </BookingsListGate>
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(undefined)} />
    </Page>
  );
}
