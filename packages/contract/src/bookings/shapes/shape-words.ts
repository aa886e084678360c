// What a kind of a shared shape is, apart from its registry entry: its rules' facts and its pages' words, as plain
// data (zod-free, messages named by key: a landing loads neither, decision 010). venue-slot.ts and
// fixture-tickets.ts build the schemas and rules from the facts, on both sides.
import type { messages } from '../../common/messages.ts';

type Messages = typeof messages;
/** A message of the catalogue, by key: a sentence, or one made from values. */
export type TextMessageKey = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];
export type MessageFnKey = { [K in keyof Messages]: Messages[K] extends (from: string, to: string) => string ? K : never }[keyof Messages];

/** A venue + hour slot kind's rules: one hour at a venue of its catalogue, for an activity it offers, for some people. */
export interface VenueSlotFacts {
  /** The resource type its calls answer ('turf_enquiry'). */
  family: string;
  /** request_info's key for the venue's name, the booking's title ('turf_venue'); the payload sends `${venueKey}_id`. */
  venueKey: string;
  /** What a venue may offer; the payload's `sport` is one of them. */
  activities: readonly [string, ...string[]];
  /** How many people one slot takes, the cardholder included. */
  people: { min: number; max: number };
  /** A slot can be booked from so many days after today. */
  advanceDays: number;
  messages: {
    venueRequired: TextMessageKey;
    activityRequired: TextMessageKey;
    slotRequired: TextMessageKey;
    peopleRange: TextMessageKey;
    slotOutsideHours: MessageFnKey;
  };
}

/** A fixture + tickets kind's rules: tickets for one fixture of its catalogue, in a stand it offers. */
export interface FixtureTicketsFacts {
  /** The resource type its calls answer ('t20_enquiry'). */
  family: string;
  /** At most so many tickets a request. */
  maxTickets: number;
  /** Requests close so many days before the start. */
  closeDaysBefore: number;
  messages: {
    fixtureRequired: TextMessageKey;
    fixtureClosed: TextMessageKey;
    standRequired: TextMessageKey;
    ticketsRange: TextMessageKey;
    noneOpen: TextMessageKey;
  };
}

/** The icons a venue kind's or a fixture kind's landing may name; the shape's landing draws each (and loads no other). */
export type VenueSlotIcon = 'trophy' | 'map-pin' | 'users';
export type FixtureTicketsIcon = 'ticket' | 'map-pin' | 'clock';

/** What every shaped kind's landing, booking dialog and checkout say. */
export interface ShapeLandingWords<Icon extends string = string> {
  /** The landing's icon beside the heading. */
  icon: Icon;
  heading: string;
  intro: string;
  action: string;
  stickyAction: string;
  /** For the refusal and the allowance: 'complimentary turf slots'. */
  service: string;
  unit: { one: string; many: string };
  highlights: { icon: Icon; text: string }[];
  choose: string;
  /** The catalogue's list on the landing. */
  list: { id: string; heading: string; loading: string };
  dialog: { title: string; unit: string; bookingsLabel: string };
  checkout: { title: string };
  submit: string;
}

/** A venue + hour slot kind's words (venue-slot.ts). */
export interface VenueSlotWords extends ShapeLandingWords<VenueSlotIcon> {
  shape: 'venue-slot';
  /** What a venue is called: its field label, 'Select a turf', 'Select a turf first'. */
  venue: { label: string; choose: string; first: string };
  /** The activity's label and prompt; its values' names are the registry entry's (`details.sport.values`). */
  activity: { label: string; choose: string };
  people: { label: string; hint: string };
  /** The checkout's name for one booking ('Turf slot'). */
  booked: string;
}

/** A fixture + tickets kind's words (fixture-tickets.ts). */
export interface FixtureTicketsWords extends ShapeLandingWords<FixtureTicketsIcon> {
  shape: 'fixture-tickets';
  /** One ticket, for the checkout ('T20 ticket'; '2 T20 tickets'). */
  ticket: string;
}

export type ShapeWords = VenueSlotWords | FixtureTicketsWords;

/** A shaped kind's facts module (`<kind>/<kind>-facts.ts`), which its registry entry loads with its pages. */
export type ShapedKindFacts =
  | { shape: 'venue-slot'; facts: VenueSlotFacts; words: VenueSlotWords }
  | { shape: 'fixture-tickets'; facts: FixtureTicketsFacts; words: FixtureTicketsWords };
