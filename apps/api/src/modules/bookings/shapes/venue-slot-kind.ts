import { bookingKinds, messages, parseBookingDateTime, type BookingType, type KindRuleIssue, type LocalDateTime } from '@portal/contract';
import type { CatalogueSnapshot } from '../../catalogue/index.ts';
import { kindResource, type KindDeclaration, type KindPayload } from '../kind-service.ts';

/** What the pipeline reads of a venue + hour slot request (the contract's `venueSlotShape` payload). */
interface VenueSlotPayload extends KindPayload {
  booking_date_time: string;
  sport: string;
  players: number;
  first_name: string;
  last_name: string;
}

interface Venue {
  id: string;
  name: string;
  city: string;
  address: string;
}

/** The contract's `venueSlotShape(...)`: its facts and the rules both sides run. */
interface VenueSlotRules<V extends Venue> {
  facts: { family: string; venueKey: string };
  idKey: string;
  ruleIssues(payload: never, when: LocalDateTime | undefined, venues: readonly V[], now: Date): KindRuleIssue[];
}

/**
 * A kind of the venue + hour slot shape, declared from its facts (issue 28): one slot holds one unit of the
 * year's quota; request_info names the venue, its address, the activity and the people.
 */
export function venueSlotKind<Payload extends VenueSlotPayload, Resource, V extends Venue = Venue>(declare: {
  type: BookingType;
  shape: VenueSlotRules<V>;
  /** The docs' tag and the noun that names its operations. */
  tag: string;
  noun: string;
  /** Its venues in the catalogue. */
  venues(catalogue: CatalogueSnapshot): readonly V[];
}): KindDeclaration<Payload, Resource> {
  const { shape, type } = declare;
  return {
    type,
    http: { path: `/api${bookingKinds[type].api}`, tag: declare.tag, noun: declare.noun, submitted: messages.golfEnquirySubmitted },
    plan(payload, { now, catalogue }) {
      const when = parseBookingDateTime(payload.booking_date_time);
      const venues = declare.venues(catalogue);
      const issues = shape.ruleIssues(payload as never, when, venues, now);
      if (issues.length > 0 || !when) return issues;
      const venue = venues.find((v) => v.id === (payload as unknown as Record<string, unknown>)[shape.idKey])!;
      const requestInfo = {
        [shape.facts.venueKey]: venue.name,
        [shape.idKey]: venue.id,
        address: venue.address,
        sport: payload.sport,
        players: payload.players,
        first_name: payload.first_name,
        last_name: payload.last_name,
        email: payload.email,
        mobile_number: payload.mobile_number,
      };
      return { when, city: venue.city, units: 1, requestInfo };
    },
    // The resource's request_info is the one plan wrote; the kind's response schema checks it on the way out.
    toResource: kindResource(shape.facts.family) as unknown as KindDeclaration<Payload, Resource>['toResource'],
  };
}
