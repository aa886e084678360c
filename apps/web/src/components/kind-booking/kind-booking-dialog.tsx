import type { ReactNode } from 'react';
import { messages } from '@portal/contract';
import { Dialog } from '@/components/ui/dialog';
import { Link } from '@/lib/router';
import { QuotaLine } from './quota-line';
import type { KindBookingState } from './use-kind-booking';

export interface KindBookingDialogProps {
  booking: KindBookingState;
  onClose: () => void;
  title: string;
  description: string;
  /** The quota's unit ('slots'). */
  unit: string;
  /** Where the cardholder's bookings of the kind are listed, and the link's words, for when the year's quota is used. */
  bookings: { to: string; label: string };
  /** The form, or what stands in for it while its data loads. */
  children: ReactNode;
}

/** A kind's booking dialog: what is left of the year's quota, then the form, or a link to the bookings once none is left. */
export function KindBookingDialog({ booking, onClose, title, description, unit, bookings, children }: KindBookingDialogProps) {
  return (
    <Dialog open onClose={onClose} width={720} title={title} description={description}>
      <QuotaLine counts={booking.counts} unit={unit} />
      {booking.counts.pending === 0 ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {messages.eligibilityLimitOver}.{' '}
          <Link to={bookings.to} className="text-accent underline" onClick={onClose}>
            {bookings.label}
          </Link>
        </p>
      ) : (
        children
      )}
    </Dialog>
  );
}
