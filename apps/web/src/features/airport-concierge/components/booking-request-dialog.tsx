import { AIRPORT_CONFIRMATION_HOURS_BEFORE, type BookingsCount, type ConciergeAirport } from '@portal/contract';
import { BookingDialogFrame } from '@/components/ui/booking-dialog-frame';
import { paths } from '@/config/paths';
import type { CurrentUser } from '@/lib/session';
import { ConciergeForm } from './concierge-form';

export interface BookingRequestDialogProps {
  open: boolean;
  onClose: () => void;
  counts: BookingsCount;
  /** Guests this year's visits already hold (spec 02 §5 guest total). */
  guestsBooked: number;
  user: CurrentUser;
  bin: string;
  airports: ConciergeAirport[];
  onBooked: (id: string) => void;
}

/**
 * Spec 02 §2 'Send booking request': the 15-hour text, the counts, then the form or the limit-over state. It opens
 * only after a card check whose status is not 'error' (the landing says a refusal, spec 02 §4).
 */
export function BookingRequestDialog({ open, onClose, counts, guestsBooked, user, bin, airports, onBooked }: BookingRequestDialogProps) {
  if (!open) return null;
  return (
    <BookingDialogFrame
      onClose={onClose}
      what="Airport Concierge Service"
      answer={`We will check availability and send you a confirmation email at least ${AIRPORT_CONFIRMATION_HOURS_BEFORE} hours before your travel.`}
      counts={counts}
      quota={{ label: 'Your concierge sessions this year' }}
      bookings={{ to: paths.flightBookings, label: 'Airport Concierge Service' }}
      note={
        <p className="mb-4 text-sm text-stone-700">
          Note: each guest visit counts as one visit and is deducted from your remaining complimentary visits.
        </p>
      }
    >
      <ConciergeForm user={user} bin={bin} airports={airports} remaining={counts.pending} guestsBooked={guestsBooked} onBooked={onBooked} />
    </BookingDialogFrame>
  );
}
