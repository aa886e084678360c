/**
 * The booking-kind registry: everything both sides need to know about a bookable service, in one entry
 * per kind. Everything else that varies by kind (fees, product info, the staff deadline, the pages, the
 * calendar entry, the widget's purpose) is read from here, never written as a switch elsewhere.
 * Zod-free on purpose: pages that only list or label bookings load no schema code (issue 20). The one zod part, the
 * kinds' catalogue row schemas (`kindRowSchemas`), is a separate export the web never reads, so its bundle drops it.
 * docs/architecture.md "Add a new kind" walks through a new entry.
 */
import { AIRPORT_CONFIRMATION_HOURS_BEFORE, AIRPORT_FEE_RUPEES, GOLF_CONFIRMATION_HOURS, GOLF_FEE_RUPEES } from '../common/constants.ts';
import { nextStepMessages as messages } from '../common/shell-messages.ts';
import { turfSportLabels } from '../turf/turf-constants.ts';
import { golfCourseSchema } from '../catalogue/golf-course.ts';
import { conciergeAirportSchema, transferAirportSchema } from '../catalogue/airports.ts';
import { turfVenueSchema } from '../turf/turf-venue.ts';
import { t20FixtureSchema } from '../t20/t20-fixture.ts';
import type { z } from 'zod';
import type { cardBenefitsSchema } from '../cards/card-product.ts';
import type { ShapedKindFacts } from './shapes/shape-words.ts';

/** Spec 02 §7: GET /bookings?type=GolfEnquiry|AirportTransfer|AirportVipPrivilege, plus turf and T20 (issue 15). */
export const bookingTypes = ['GolfEnquiry', 'AirportVipPrivilege', 'AirportTransfer', 'TurfEnquiry', 'T20Enquiry'] as const;
export type BookingType = (typeof bookingTypes)[number];

/** A card's yearly allowance of one service, as the catalogue's `benefits` names it (cards/card-product.ts). */
export type BenefitKey = keyof z.infer<typeof cardBenefitsSchema>;

/** When staff must answer a paid request: so long after payment, or so long before the service. */
export type AnswerRule = { hoursAfterPayment: number } | { hoursBeforeService: number };

/** A request_info field as the cardholder reads it: its label, and its values in words where they are codes. */
export interface DetailField {
  label: string;
  values?: Readonly<Record<string, string>>;
}

/**
 * What staff must enter for one confirmation detail: text of at most `max` characters (`asks`: how the error
 * names it, the key's words otherwise), a phone number, or a vehicle number. ops/actions.ts builds the schema.
 */
export type ConfirmationCheck = { max: number; asks?: string } | 'phone' | 'vehicle-number';

/**
 * The web pages a kind's landing and checkout are: its own (golf, the airport services) or a shape's, shared by
 * every kind of that shape (a venue and an hour slot; a fixture and tickets). apps/web/src/app/router.tsx.
 */
export type KindShape = 'golf' | 'airport-concierge' | 'airport-transfer' | 'venue-slot' | 'fixture-tickets';

/** The icons a kind may name; the web draws each (components/kind-visuals/kind-icons.ts). Kinds of a shape share one. */
export type KindIconName = 'flag' | 'concierge-bell' | 'car' | 'goal' | 'trophy';

/** A request_info field as staff read it; `format` names a way of writing the value the console knows. */
export interface StaffField extends DetailField {
  format?: 'yes-no' | 'guest-list';
}

/**
 * What a kind books against (issue 28): rows of one shape in the one catalogue_entries table (kind, id, position,
 * data), so a new kind's catalogue needs no migration. Its row schema is its line of `kindRowSchemas`.
 */
export interface CatalogueRowsFacts {
  /** The catalogue file's section (and the key of the rows' list): `turf_venues`. */
  list: string;
  /** The row's field that is its id (unique within the kind); `id` unless named. */
  key?: string;
  /** A row's instant (a fixture's start): the list is ordered by it and served in India time, past rows left out. */
  startsAt?: string;
  /**
   * Its API module answers the catalogue read (golf's courses by session type, in the spec's own shape); otherwise
   * GET /api{`catalogue`} answers `{ data: rows }`, and kinds whose `catalogue` paths differ only in a query
   * (`/booking/airports?service=concierge`) share one route, told apart by it.
   */
  ownRoute?: true;
}

/** The member home's tile and the signed-out home's card of a kind. */
export interface HomeTile {
  title: string;
  /** What it is, on the signed-out home. */
  text: string;
  /** What it costs, on the signed-out home. */
  fee: string;
  /** The signed-out home's button. */
  cta: string;
  /** The member home's button (shown only when the card includes the kind). */
  book: string;
  /** What one use is called: '3 of 12 slots left'. */
  unit: string;
}

export interface BookingKind {
  type: BookingType;
  shape: KindShape;
  /** Spec 02 §3 product info code: what the payment gateway is told the fee is for. */
  productInfo: string;
  /** The payment widget's `purpose` input. */
  purpose: string;
  /** Short, for staff lists and e-mails ("Golf"). */
  label: string;
  /** One booking, for the cardholder ("Golf booking"). */
  noun: string;
  /** The cardholder's list page title. */
  listTitle: string;
  /** The catalogue benefit holding the card's yearly count (0 = the card does not include the service). */
  allowance: BenefitKey;
  /** The card authentication fee, in rupees (spec 02 §9). The server charges this, never the client's figure. */
  feeRupees: number;
  /** Booking references start with it (read out over the phone). */
  referencePrefix: string;
  /** Staff answer deadlines: the earliest rule that applies is the one promised. */
  answerBy: AnswerRule[];
  /** What the cardholder is told happens next, once paid. */
  nextStep: string;
  /** How long the service takes, for the calendar entry. */
  serviceMinutes: number;
  /** Lower case, for sentences and calendar titles ("golf"). */
  serviceName: string;
  /** The web pages of the kind. */
  paths: { landing: string; list: string; checkout: (id: string) => string; checkoutMessagePrefix: string };
  /** The kind's family of API routes, under /api: POST {api}/check_bin, POST {api}, GET {api}/{id}. */
  api: string;
  /** Its public catalogue read (what it books against), under /api. */
  catalogue: string;
  /** Its catalogue's rows: file section, key, start, who answers the read. */
  catalogueRows: CatalogueRowsFacts;
  /** The theme picture (`/images/{picture}-{width}.avif`): the landing's hero, the signed-out home's card. */
  picture: string;
  /** Its icon (menus, tiles, lists), by name. */
  icon: KindIconName;
  /** The request_info key naming what a booking is at (the course, the airport, the venue, the match): its title. */
  titleKey: string;
  /** What the cardholder is shown of request_info, in order (the title key apart). */
  details: Readonly<Record<string, DetailField>>;
  /** What staff send on confirmation (confirmation_details), labelled, in order: lists, e-mails, calendar, PDF. */
  confirmationLabels: Readonly<Record<string, string>>;
  /** What staff must enter for each of those details (the same keys): the confirmation schema's rules. */
  confirmationChecks: Readonly<Record<string, ConfirmationCheck>>;
  /** The staff console's rows of request_info, in order; `staffHidden`: ids shown as their names, and the city. */
  staffFields: Readonly<Record<string, StaffField>>;
  staffHidden: readonly string[];
  /** Its entries in the menus: under Categories (to its landing, or `categoryTo`), and under the bookings lists. */
  menu: { category: string; categoryTo?: string; bookings: string };
  home: HomeTile;
  /**
   * A kind of a shared shape (venue-slot, fixture-tickets): its facts module (its rules' facts and its pages'
   * words, plain data), loaded only with its pages.
   */
  shaped?: () => Promise<ShapedKindFacts>;
}

const HOUR_MS = 3_600_000;

const person = {
  first_name: { label: 'First name' },
  last_name: { label: 'Last name' },
  email: { label: 'E-mail' },
  mobile_number: { label: 'Mobile number' },
} as const satisfies Record<string, StaffField>;
const airportStaff = {
  airport: { label: 'Airport' },
  travel_sector: { label: 'Travel' },
  assistance_type: { label: 'Assistance' },
} as const satisfies Record<string, StaffField>;
const airportDetails = {
  airport: { label: 'Airport' },
  city: { label: 'City' },
  travel_sector: { label: 'Travel sector' },
  assistance_type: { label: 'Assistance' },
} as const satisfies Record<string, DetailField>;

/** The pages and API family of a kind named on the golf pattern: /{slug}, /{slug}-bookings, /booking/{slug}_enquiries. */
const enquiryFamily = <const Slug extends string>(slug: Slug) => ({
  productInfo: `${slug}_enquiry` as const,
  purpose: slug,
  paths: {
    landing: `/${slug}` as const,
    list: `/${slug}-bookings` as const,
    checkout: (id: string) => `/${slug}/${id}/checkout`,
    checkoutMessagePrefix: `/${slug}-enquiry/checkout-message/` as const,
  },
  api: `/booking/${slug}_enquiries` as const,
});

/** What a venue + hour slot kind's booking shows: the venue (its title), the activity and the people. */
const venueSlotFields = <const VenueKey extends string>(venueKey: VenueKey, activities: Readonly<Record<string, string>>) => ({
  titleKey: venueKey,
  details: { city: { label: 'City' }, sport: { label: 'Sport', values: activities }, players: { label: 'Players' } },
  staffFields: {
    [venueKey]: { label: 'Venue' },
    address: { label: 'Address' },
    sport: { label: 'Sport', values: activities },
    players: { label: 'Players' },
    ...person,
  } as Readonly<Record<string, StaffField>>,
  staffHidden: [`${venueKey}_id`, 'city'],
});

/** What a fixture + tickets kind's booking shows: the match (its title), the stadium, the stand and the tickets. */
const fixtureTicketsFields = {
  titleKey: 'match',
  details: { city: { label: 'City' }, stadium: { label: 'Stadium' }, stand: { label: 'Stand' }, tickets: { label: 'Tickets' } },
  staffFields: {
    match: { label: 'Match' },
    stadium: { label: 'Stadium' },
    stand: { label: 'Stand' },
    tickets: { label: 'Tickets' },
    ...person,
  },
  staffHidden: ['fixture_id', 'city'],
} as const;

export const bookingKinds = {
  GolfEnquiry: {
    type: 'GolfEnquiry',
    shape: 'golf',
    ...enquiryFamily('golf'),
    label: 'Golf',
    noun: 'Golf booking',
    listTitle: 'Golf Bookings',
    allowance: 'golf_rounds_per_year',
    feeRupees: GOLF_FEE_RUPEES,
    referencePrefix: 'GLF',
    answerBy: [{ hoursAfterPayment: GOLF_CONFIRMATION_HOURS }],
    nextStep: messages.nextStepGolf,
    serviceMinutes: 240,
    serviceName: 'golf',
    catalogue: '/booking/golf_course_lists?session_type=play',
    catalogueRows: { list: 'golf_courses', key: 'external_id', ownRoute: true },
    picture: 'golf',
    icon: 'flag',
    titleKey: 'golf_course',
    details: {
      booking_type: { label: 'Session', values: { play: 'Golf game', learn: 'Golf lesson' } },
      club_member_name: { label: 'Club member' },
      guest_name: { label: 'Guest' },
      city: { label: 'City' },
    },
    confirmationLabels: { tee_time: 'Tee time', course_contact_name: 'Course contact', course_contact_phone: 'Course contact phone' },
    confirmationChecks: { tee_time: { max: 40 }, course_contact_name: { max: 100 }, course_contact_phone: 'phone' },
    staffFields: {
      golf_course: { label: 'Golf course' },
      booking_type: { label: 'Session', values: { play: 'Game', learn: 'Lesson' } },
      user_type: { label: 'Player', values: { gentleman: 'Gentleman', lady: 'Lady', youth: 'Youth' } },
      booking_for: { label: 'Booked for', values: { Self: 'The cardholder', other: 'Someone else' } },
      guest_name: { label: 'Guest name' },
      club_member_name: { label: 'Club member' },
      guests: { label: 'Guests' },
      ...person,
      contact_info: { label: 'Agrees to be contacted' },
      agree_terms: { label: 'Accepted the terms' },
    },
    staffHidden: ['golf_course_id', 'city'],
    menu: { category: 'Golf', categoryTo: '/golf?redirect=categories', bookings: 'Golf Booking Requests' },
    home: {
      title: 'Golf games and lessons',
      text: 'Complimentary rounds and lessons at leading courses in 11 cities, by card tier.',
      fee: 'Rs.10 card authentication fee, confirmed within 48 hours.',
      cta: 'Explore golf',
      book: 'Book golf',
      unit: 'rounds',
    },
  },
  AirportVipPrivilege: {
    type: 'AirportVipPrivilege',
    shape: 'airport-concierge',
    productInfo: 'airport_concierge_enquiry',
    purpose: 'airport',
    label: 'Airport concierge',
    noun: 'Airport concierge service',
    listTitle: 'Airport Concierge Service Bookings',
    allowance: 'airport_concierge_sessions_per_year',
    feeRupees: AIRPORT_FEE_RUPEES,
    referencePrefix: 'VIP',
    answerBy: [{ hoursBeforeService: AIRPORT_CONFIRMATION_HOURS_BEFORE }],
    nextStep: messages.nextStepAirport,
    serviceMinutes: 60,
    serviceName: 'airport concierge',
    paths: {
      landing: '/airport-concierge-service',
      list: '/airport-concierge-service-bookings',
      checkout: (id) => `/airport-vip-privileges/${id}/checkout`,
      checkoutMessagePrefix: '/airport_vip_privilege/checkout-message/',
    },
    api: '/booking/airport_vip_privileges_enquiries',
    catalogue: '/booking/airports?service=concierge',
    catalogueRows: { list: 'concierge_airports' },
    picture: 'airport-concierge',
    icon: 'concierge-bell',
    titleKey: 'airport',
    details: { ...airportDetails, flight_number: { label: 'Flight' }, guest_count: { label: 'Guests' } },
    confirmationLabels: { greeter_name: 'Greeter', greeter_phone: 'Greeter phone', meeting_point: 'Meeting point' },
    confirmationChecks: { greeter_name: { max: 100 }, greeter_phone: 'phone', meeting_point: { max: 300 } },
    staffFields: {
      ...airportStaff,
      flight_number: { label: 'Flight' },
      guest_count: { label: 'Guests' },
      booking_for_guest: { label: 'Booking for guests', format: 'yes-no' },
      guests: { label: 'Guest names', format: 'guest-list' },
      ...person,
      passport: { label: 'Passport' },
      contact_info: { label: 'Agrees to be contacted' },
      agree_terms: { label: 'Accepted the terms' },
    },
    staffHidden: ['airport_id', 'city'],
    menu: { category: 'Airport Concierge Service', bookings: 'Airport Concierge Service' },
    home: {
      title: 'Airport concierge',
      text: 'Meet and assist at arrival or departure, with buggy service at select airports.',
      fee: 'Rs.1 card authentication fee.',
      cta: 'Explore airport concierge',
      book: 'Book airport concierge',
      unit: 'visits',
    },
  },
  AirportTransfer: {
    type: 'AirportTransfer',
    shape: 'airport-transfer',
    productInfo: 'airport_transfer',
    purpose: 'airport-transfer',
    label: 'Airport transfer',
    noun: 'Airport transfer',
    listTitle: 'Airport Transfer Bookings',
    allowance: 'airport_transfers_per_year',
    feeRupees: AIRPORT_FEE_RUPEES,
    referencePrefix: 'TRF',
    answerBy: [{ hoursBeforeService: AIRPORT_CONFIRMATION_HOURS_BEFORE }],
    nextStep: messages.nextStepAirport,
    serviceMinutes: 90,
    serviceName: 'airport transfer',
    paths: {
      landing: '/airport-transfers',
      list: '/airport-transfer-bookings',
      checkout: (id) => `/airport-transfers/${id}/checkout`,
      checkoutMessagePrefix: '/airport_transfer/checkout-message/',
    },
    api: '/booking/airport_transfers',
    catalogue: '/booking/airports?service=transfer',
    catalogueRows: { list: 'transfer_airports' },
    picture: 'airport-transfers',
    icon: 'car',
    titleKey: 'airport',
    details: { ...airportDetails, traveller_count: { label: 'Accompanying guests' }, flight_number: { label: 'Flight number' } },
    confirmationLabels: { chauffeur_name: 'Chauffeur', chauffeur_phone: 'Chauffeur phone', vehicle_number: 'Vehicle number' },
    confirmationChecks: { chauffeur_name: { max: 100 }, chauffeur_phone: 'phone', vehicle_number: 'vehicle-number' },
    staffFields: {
      ...airportStaff,
      travel_type: { label: 'Transfer' },
      traveller_count: { label: 'Travellers' },
      vehicle_type: { label: 'Vehicle' },
      flight_number: { label: 'Flight number' },
      address: { label: 'Address' },
      special_request: { label: 'Special request' },
      ...person,
      passport: { label: 'Passport' },
    },
    staffHidden: ['airport_id', 'city'],
    menu: { category: 'Airport Transfer', bookings: 'Airport Transfer Bookings' },
    home: {
      title: 'Airport transfers',
      text: 'Complimentary chauffeured pick-ups and drops for Reserve and Olympus cardholders.',
      fee: 'Rs.1 card authentication fee.',
      cta: 'Explore airport transfers',
      book: 'Book an airport transfer',
      unit: 'transfers',
    },
  },
  TurfEnquiry: {
    type: 'TurfEnquiry',
    shape: 'venue-slot',
    ...enquiryFamily('turf'),
    label: 'Sports turf',
    noun: 'Turf booking',
    listTitle: 'Turf Bookings',
    allowance: 'turf_slots_per_year',
    feeRupees: 1,
    referencePrefix: 'TUF',
    answerBy: [{ hoursAfterPayment: 24 }, { hoursBeforeService: 6 }],
    nextStep: messages.nextStepTurf,
    serviceMinutes: 60,
    serviceName: 'sports turf',
    catalogue: '/booking/turf_venues',
    catalogueRows: { list: 'turf_venues' },
    picture: 'turf',
    icon: 'goal',
    ...venueSlotFields('turf_venue', turfSportLabels),
    confirmationLabels: { pitch: 'Pitch or court', venue_contact_name: 'Venue contact', venue_contact_phone: 'Venue contact phone' },
    confirmationChecks: { pitch: { max: 60, asks: 'pitch or court' }, venue_contact_name: { max: 100 }, venue_contact_phone: 'phone' },
    menu: { category: 'Sports Turf', bookings: 'Turf Bookings' },
    home: {
      title: 'Sports turf',
      text: 'An hour of football, box cricket or pickleball at partner turfs, for your own team.',
      fee: 'Rs.1 card authentication fee.',
      cta: 'Explore sports turf',
      book: 'Book a turf slot',
      unit: 'slots',
    },
    shaped: () => import('../turf/turf-facts.ts').then((m) => m.turfFacts),
  },
  T20Enquiry: {
    type: 'T20Enquiry',
    shape: 'fixture-tickets',
    ...enquiryFamily('t20'),
    label: 'T20 match day',
    noun: 'T20 match-day request',
    listTitle: 'T20 Bookings',
    allowance: 't20_tickets_per_year',
    feeRupees: 1,
    referencePrefix: 'T20',
    answerBy: [{ hoursAfterPayment: 72 }, { hoursBeforeService: 48 }],
    nextStep: messages.nextStepT20,
    serviceMinutes: 240,
    serviceName: 'T20 match',
    catalogue: '/booking/t20_fixtures',
    catalogueRows: { list: 't20_fixtures', startsAt: 'starts_at' },
    picture: 't20',
    icon: 'trophy',
    ...fixtureTicketsFields,
    confirmationLabels: {
      ticket_reference: 'Ticket reference',
      collection_point: 'Collection point',
      collection_contact_phone: 'Collection contact phone',
    },
    confirmationChecks: { ticket_reference: { max: 60 }, collection_point: { max: 300 }, collection_contact_phone: 'phone' },
    menu: { category: 'T20 Match Day', bookings: 'T20 Bookings' },
    home: {
      title: 'T20 match day',
      text: 'Tickets to T20 league matches in your city, with a stand of your choice.',
      fee: 'Rs.1 card authentication fee.',
      cta: 'Explore T20 match day',
      book: 'Book T20 tickets',
      unit: 'tickets',
    },
    shaped: () => import('../t20/t20-facts.ts').then((m) => m.t20Facts),
  },
} as const satisfies { [T in BookingType]: BookingKind & { type: T } };

/** The fields a kind's rows must have: its key (`id` unless named) and its start, if any. */
type RowFields<T extends BookingType> = Record<
  | ((typeof bookingKinds)[T]['catalogueRows'] extends { key: infer Key extends string } ? Key : 'id')
  | ((typeof bookingKinds)[T]['catalogueRows'] extends { startsAt: infer At extends string } ? At : never),
  unknown
>;

/**
 * Each kind's catalogue row, declared once by its zod schema (its entry's `catalogueRows` says the rest): the import
 * and the API's snapshot parse every row by it. Beside the entries, not in them, so the registry's entries stay
 * zod-free for the web. A kind missing here, or rows without its key, fail typecheck.
 */
export const kindRowSchemas = {
  GolfEnquiry: golfCourseSchema,
  AirportVipPrivilege: conciergeAirportSchema,
  AirportTransfer: transferAirportSchema,
  TurfEnquiry: turfVenueSchema,
  T20Enquiry: t20FixtureSchema,
} satisfies { [T in BookingType]: z.ZodType<RowFields<T>> };

export const bookingKind = (type: BookingType): BookingKind => bookingKinds[type];
export const isBookingType = (value: string): value is BookingType => (bookingTypes as readonly string[]).includes(value);

/**
 * When staff must answer a paid request (spec 02 §9: golf within 48 hours of payment; airport services
 * 15 hours before travel). Where a kind has more than one rule, the earlier deadline is the one promised.
 */
export function answerBy(type: BookingType, paidAt: Date, serviceAt: Date): Date {
  const deadlines = bookingKind(type).answerBy.map((rule) =>
    'hoursAfterPayment' in rule
      ? paidAt.getTime() + rule.hoursAfterPayment * HOUR_MS
      : serviceAt.getTime() - rule.hoursBeforeService * HOUR_MS,
  );
  return new Date(Math.min(...deadlines));
}

/**
 * Issue 19: tours, hotel stays and expedition enquiries are kinds too, but paid in full at member prices:
 * no card allowance, quota, fixed fee or staff deadline, so they stay out of `bookingTypes` (whose entries
 * drive those) and keep only what a kind still needs here: the product info code the cart's payment sends
 * (spec 02 §3; null: an enquiry, never paid online), labels, a reference prefix and the pages.
 */
export const paidBookingTypes = ['TourBooking', 'HotelBooking', 'ExpeditionEnquiry'] as const;
export type PaidBookingType = (typeof paidBookingTypes)[number];

export interface PaidBookingKind {
  type: PaidBookingType;
  productInfo: 'toursActivities' | 'hotels' | null;
  label: string;
  noun: string;
  referencePrefix: string;
  serviceName: string;
  /** What the booking's date and time are called on its card ('Check-in' for a stay). */
  whenLabel: string;
  paths: { landing: string; list: string };
}

export const paidBookingKinds = {
  TourBooking: {
    type: 'TourBooking',
    productInfo: 'toursActivities',
    label: 'Tours and activities',
    noun: 'Tour booking',
    referencePrefix: 'TUR',
    serviceName: 'tour',
    whenLabel: 'Date and time',
    paths: { landing: '/tours', list: '/my-bookings' },
  },
  HotelBooking: {
    type: 'HotelBooking',
    productInfo: 'hotels',
    label: 'Luxury staycation',
    noun: 'Hotel stay',
    referencePrefix: 'HTL',
    serviceName: 'hotel stay',
    whenLabel: 'Check-in',
    paths: { landing: '/staycations', list: '/my-bookings' },
  },
  ExpeditionEnquiry: {
    type: 'ExpeditionEnquiry',
    productInfo: null,
    label: 'Expedition',
    noun: 'Expedition enquiry',
    referencePrefix: 'EXP',
    serviceName: 'expedition',
    whenLabel: 'Departure',
    paths: { landing: '/expeditions', list: '/my-bookings' },
  },
} as const satisfies { [T in PaidBookingType]: PaidBookingKind & { type: T } };
