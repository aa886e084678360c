import { MapPin, Trophy, Users, type LucideIcon } from 'lucide-react';
import type { BookingType, VenueSlotIcon } from '@portal/contract';
import { ShapedLanding } from '../shaped-landing';
import { VenueList } from './venue-list';
import type { VenueSlotKindFacts } from './venue-slot-types';

const icons: Record<VenueSlotIcon, LucideIcon> = { trophy: Trophy, 'map-pin': MapPin, users: Users };

/** The landing of a kind of the venue + hour slot shape (turf), in its words; routed per kind by the registry's `shape`. */
export default function VenueSlotLandingPage({ type, shaped }: { type: BookingType; shaped: VenueSlotKindFacts }) {
  const { words } = shaped;
  return (
    <ShapedLanding
      type={type}
      words={words}
      icons={icons}
      dialog={() =>
        import('./venue-slot-booking-dialog').then(({ VenueSlotBookingDialog }) => (props) => (
          <VenueSlotBookingDialog {...props} type={type} words={words} facts={shaped.facts} />
        ))
      }
      list={<VenueList type={type} words={words} />}
    />
  );
}
