import { bookingKind, type BookingType, type ShapedKindFacts, type venueSlotShape } from '@portal/contract';

/** The activities' names, as the kind's registry entry shows them (`details.sport.values`). */
export const activityNames = (type: BookingType): Readonly<Record<string, string>> => bookingKind(type).details.sport?.values ?? {};

/** A venue + hour slot kind's facts module, as its registry entry loads it. */
export type VenueSlotKindFacts = Extract<ShapedKindFacts, { shape: 'venue-slot' }>;

/** A kind's rules of the venue + hour slot shape (the contract's `venueSlotShape(...)`, e.g. `turf`). */
export type VenueSlotRules = ReturnType<typeof venueSlotShape<string, string, string>>;

/** A venue of its catalogue, as the pages read it. */
export interface SlotVenue {
  id: string;
  name: string;
  city: string;
  address: string;
  sports: string[];
  first_hour: number;
  last_hour: number;
}
