import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '@portal/contract';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/lib/router';
import { QuotaLine } from './quota-line';
import type { KindBookingState } from './use-kind-booking';

export interface KindBookingDialogProps<T> {
  booking: KindBookingState;
  onClose: () => void;
  /** The kind's registry entry: its next step is the dialog's description, its list where a used-up quota points. */
  kind: { nextStep: string; paths: { list: string } };
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
    <Dialog open onClose={onClose} width={720} title={title} description={kind.nextStep}>
      <QuotaLine counts={booking.counts} unit={unit} />
      {booking.counts.pending === 0 ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {messages.eligibilityLimitOver}.{' '}
          <Link to={kind.paths.list} className="text-accent underline" onClick={onClose}>
            {bookingsLabel}
          </Link>
        </p>
      ) : query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <p role="alert">{messages.somethingWentWrong}</p>
      ) : (
        <Spinner label={loading} />
      )}
    </Dialog>
  );
}
