import { useState } from 'react';
import { messages, type BookingListItem, type BookingType } from '@portal/contract';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useBookings } from '../api/get-bookings';
import { BookingCard } from './booking-card';
import { bookingKinds } from './booking-kinds';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { SignInRequired } from '@/components/sign-in-required';
import { useSignedIn } from '@/lib/session';

/** The cardholder's bookings of one service, newest first. */
export function BookingsListPage({ type }: { type: BookingType }) {
  const signedIn = useSignedIn();
  const { data: bookings, isPending, isError } = useBookings(type, signedIn);
  const [cancelling, setCancelling] = useState<BookingListItem>();
  const kind = bookingKinds[type];
  return (
    <Page title={kind.title}>
      {!signedIn ? <SignInRequired openOnMount /> : isPending ? <Spinner label="Loading bookings" /> : isError ? (
        <p role="alert">{messages.somethingWentWrong}</p>
      ) : bookings.length === 0 ? (
        <p>{messages.noBookings}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {bookings.map((booking) => <BookingCard key={booking.id} booking={booking} onCancel={setCancelling} />)}
        </div>
      )}
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(undefined)} />
    </Page>
  );
}
