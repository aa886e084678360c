import { Clock, MapPin, Ticket, type LucideIcon } from 'lucide-react';
import type { BookingType, FixtureTicketsIcon } from '@portal/contract';
import { ShapedLanding } from '../shaped-landing';
import { FixtureList } from './fixture-list';
import type { FixtureTicketsKindFacts } from './fixture-tickets-types';

const icons: Record<FixtureTicketsIcon, LucideIcon> = { ticket: Ticket, 'map-pin': MapPin, clock: Clock };

/** The landing of a kind of the fixture + tickets shape (T20), in its words; routed per kind by the registry's `shape`. */
export default function FixtureTicketsLandingPage({ type, shaped }: { type: BookingType; shaped: FixtureTicketsKindFacts }) {
  const { words } = shaped;
  return (
    <ShapedLanding
      type={type}
      words={words}
      icons={icons}
      dialog={() =>
        import('./fixture-tickets-booking-dialog').then(({ FixtureTicketsBookingDialog }) => (props) => (
          <FixtureTicketsBookingDialog {...props} type={type} words={words} facts={shaped.facts} />
        ))
      }
      list={(start) => <FixtureList type={type} words={words} closeDaysBefore={shaped.facts.closeDaysBefore} onRequest={start} />}
    />
  );
}
