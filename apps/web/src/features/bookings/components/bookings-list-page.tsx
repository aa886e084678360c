import { useState } from 'react';
import { messages, type BookingListItem, type BookingStatus, type BookingType } from '@portal/contract';
import { Page } from '@/components/ui/page';
import { BookingsListFrame, UpcomingAndPast } from '@/components/ui/bookings-list-frame';
import { HeadedSection } from '@/components/ui/headed-section';
import { useLocation } from '@/lib/router';
import { useBookings } from '../api/get-bookings';
import { BookingCard, type Highlight } from './booking-card';
import { bookingKinds } from './booking-kinds';
import { CancelBookingDialog } from '@/components/booking-cancel/cancel-booking-dialog';
import { useSignedIn } from '@/lib/session';
import { ButtonLink } from '@/components/ui/button-link';

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
  const bookings = useBookings(type, signedIn);
  const [cancelling, setCancelling] = useState<BookingListItem>();
  const arrival = arrivalOf(useLocation().state);
  const kind = bookingKinds[type];
  const [now] = useState(() => Date.now());

  const highlighted = bookings.data?.find((booking) => booking.id === arrival?.highlight);
  const rest = (bookings.data ?? []).filter((booking) => booking !== highlighted);
  const bookAgain = { to: kind.landingPath, label: messages.bookAService(inSentence(kind.label)) };

  return (
    <Page title={kind.title}>
      <BookingsListFrame
        signedIn={signedIn}
        bookings={bookings}
        more={bookAgain}
        empty={
          <div className="flex flex-col items-start gap-4 rounded-lg border border-dashed border-stone-300 bg-white p-6">
            <p>{messages.noBookings}</p>
            <ButtonLink to={bookAgain.to}>{bookAgain.label}</ButtonLink>
          </div>
        }
      >
        {() => (
          <>
            {highlighted && arrival && (
              <HeadedSection
                headingId="just-now-heading"
                heading={arrival.outcome === 'paid' ? messages.paidBookingHeading : messages.unpaidBookingHeading}
                headingClassName="sr-only"
              >
                <BookingCard booking={highlighted} onCancel={setCancelling} highlight={arrival.outcome} />
              </HeadedSection>
            )}
            <UpcomingAndPast
              upcoming={rest.filter((booking) => isUpcoming(booking, now))}
              past={rest.filter((booking) => !isUpcoming(booking, now))}
            >
              {(group) => group.map((booking) => <BookingCard key={booking.id} booking={booking} onCancel={setCancelling} />)}
            </UpcomingAndPast>
          </>
        )}
      </BookingsListFrame>
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(undefined)} />
    </Page>
  );
}
