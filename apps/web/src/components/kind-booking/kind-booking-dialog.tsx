import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '@portal/contract';
import { BookingDialogFrame } from '@/components/ui/booking-dialog-frame';
import { Spinner } from '@/components/ui/spinner';
import type { KindBookingState } from './use-kind-booking';

export interface KindBookingDialogProps<T> {
  booking: KindBookingState;
  onClose: () => void;
  /** The kind's registry entry: its next step is the dialog's description, its list where a used-up quota points. */
  kind: { nextStep: string; paths: { list: string } };
  /** What is booked ('Book a sports turf'): the line under the one title every booking dialog shares. */
  title: string;
  /** The quota's unit ('slots'). */
  unit: string;
  /** The link's words to the cardholder's bookings of the kind, for when the year's quota is used. */
  bookingsLabel: string;
  /** The catalogue the form books against (venues, fixtures), and the spinner's words while it loads. */
  catalogue: { query: UseQueryResult<T>; loading: string };
  /** The form, once the catalogue is loaded. */
  children: (catalogue: T) => ReactNode;
}

/**
 * A kind's booking dialog: what is left of the year's quota, then the form once its catalogue is loaded, or a link
 * to the bookings once none is left.
 */
export function KindBookingDialog<T>({
  booking,
  onClose,
  kind,
  title,
  unit,
  bookingsLabel,
  catalogue,
  children,
}: KindBookingDialogProps<T>) {
  const { query, loading } = catalogue;
  return (
    <BookingDialogFrame
      onClose={onClose}
      what={title}
      answer={kind.nextStep}
      counts={booking.counts}
      quota={{ label: `Your ${unit} this year`, unit }}
      bookings={{ to: kind.paths.list, label: bookingsLabel }}
    >
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <p role="alert">{messages.somethingWentWrong}</p>
      ) : (
        <Spinner label={loading} />
      )}
    </BookingDialogFrame>
  );
}
