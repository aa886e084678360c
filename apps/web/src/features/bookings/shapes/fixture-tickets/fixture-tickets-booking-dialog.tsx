import { useMemo, useState } from 'react';
import {
  bookingKinds,
  fixtureTicketsShape,
  type BookingType,
  type Fixture,
  type FixtureTicketsFacts,
  type FixtureTicketsWords,
} from '@portal/contract';
import { KindBookingDialog } from '@/components/kind-booking/kind-booking-dialog';
import type { KindBookingState } from '@/components/kind-booking/use-kind-booking';
import { useKindCatalogue } from '../shaped-kind-api';
import { FixtureTicketsForm } from './fixture-tickets-form';

/** A fixture kind's booking dialog: what is left of the year's tickets, then the form with the fixtures still open. */
export function FixtureTicketsBookingDialog(props: {
  booking: KindBookingState;
  onClose: () => void;
  type: BookingType;
  words: FixtureTicketsWords;
  facts: FixtureTicketsFacts;
}) {
  const { booking, onClose, type, words, facts } = props;
  const rules = useMemo(() => fixtureTicketsShape(facts), [facts]);
  const [now] = useState(() => new Date());
  return (
    <KindBookingDialog
      booking={booking}
      onClose={onClose}
      kind={bookingKinds[type]}
      title={words.dialog.title}
      unit={words.dialog.unit}
      bookingsLabel={words.dialog.bookingsLabel}
      catalogue={{ query: useKindCatalogue<Fixture>(type), loading: words.list.loading }}
    >
      {(fixtures) => {
        const open = fixtures.filter((f) => rules.isOpen(f, now));
        return open.length > 0 ? (
          <FixtureTicketsForm type={type} words={words} rules={rules} user={booking.user} fixtures={open} onDone={onClose} />
        ) : (
          <p role="status">{rules.said.noneOpen}</p>
        );
      }}
    </KindBookingDialog>
  );
}
