import type { ReactNode } from 'react';
import { messages, type BookingsCount } from '@portal/contract';
import { Link } from '@/lib/router';
import { Dialog } from './dialog';
import { QuotaBox } from './quota-box';

export interface BookingDialogFrameProps {
  onClose: () => void;
  /** What is being booked ('Book a Golf Game', 'Book a sports turf'): the line under the one title. */
  what: string;
  /** When and how the request is answered (the spec's 48-hour or 15-hour text, a kind's next step). */
  answer: ReactNode;
  /** The card check's bookings_count; while it is not known (transfers check as the dialog opens) no box shows. */
  counts?: BookingsCount;
  /** The quota box's accessible name and unit; no unit keeps the spec's session words. */
  quota: { label: string; unit?: string };
  /** Where a used-up quota points: the kind's bookings list and the link's words. */
  bookings: { to: string; label: string };
  /** A note between the quota and the form (the concierge guest rule). */
  note?: ReactNode;
  /** The form (or its spinner); not shown once the quota is used up. */
  children: ReactNode;
}

/**
 * One frame for every kind's booking dialog: the spec's title 'Send booking request', what is booked and when it
 * is answered, the quota box, then the form, or the limit-over notice with a link to the kind's bookings.
 */
export function BookingDialogFrame({ onClose, what, answer, counts, quota, bookings, note, children }: BookingDialogFrameProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      width={720}
      title={messages.sendBookingRequest}
      description={
        <>
          <span className="block font-semibold text-stone-900">{what}</span>
          {answer}
        </>
      }
    >
      {counts && <QuotaBox counts={counts} label={quota.label} unit={quota.unit} />}
      {counts && counts.pending <= 0 ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {messages.eligibilityLimitOver}.{' '}
          <Link to={bookings.to} className="text-accent underline" onClick={onClose}>
            {bookings.label}
          </Link>
        </p>
      ) : (
        <>
          {note}
          {children}
        </>
      )}
    </Dialog>
  );
}
