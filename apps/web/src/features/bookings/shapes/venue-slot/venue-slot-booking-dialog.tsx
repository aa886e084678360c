import { useMemo } from 'react';
import { bookingKinds, venueSlotShape, type BookingType, type VenueSlotFacts, type VenueSlotWords } from '@portal/contract';
import { KindBookingDialog } from '@/components/kind-booking/kind-booking-dialog';
import type { KindBookingState } from '@/components/kind-booking/use-kind-booking';
import { useKindCatalogue } from '../shaped-kind-api';
import { VenueSlotForm } from './venue-slot-form';
import type { SlotVenue } from './venue-slot-types';

/** A venue kind's booking dialog: what is left of the year's slots, then the form. */
export function VenueSlotBookingDialog(props: {
  booking: KindBookingState;
  onClose: () => void;
  type: BookingType;
  words: VenueSlotWords;
  facts: VenueSlotFacts;
}) {
  const { booking, onClose, type, words, facts } = props;
  const rules = useMemo(() => venueSlotShape(facts), [facts]);
  return (
    <KindBookingDialog
      booking={booking}
      onClose={onClose}
      kind={bookingKinds[type]}
      title={words.dialog.title}
      unit={words.dialog.unit}
      bookingsLabel={words.dialog.bookingsLabel}
      catalogue={{ query: useKindCatalogue<SlotVenue>(type), loading: words.list.loading }}
    >
      {(venues) => <VenueSlotForm type={type} words={words} rules={rules} user={booking.user} venues={venues} onDone={onClose} />}
    </KindBookingDialog>
  );
}
