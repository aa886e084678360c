/**
 * The booking-kind registry: everything both sides need to know about a bookable service, in one entry
 * per kind. Everything else that varies by kind (fees, product info, the staff deadline, the pages, the
 * calendar entry, the widget's purpose) is read from here, never written as a switch elsewhere.
 * Zod-free on purpose: pages that only list or label bookings load no schema code (issue 20).
 * docs/architecture.md "Add a new kind" walks through a new entry.
 */
import { AIRPORT_CONFIRMATION_HOURS_BEFORE, AIRPORT_FEE_RUPEES, GOLF_CONFIRMATION_HOURS, GOLF_FEE_RUPEES } from '../common/constants.ts';
import { nextStepMessages as messages } from '../common/shell-messages.ts';
import type { z } from 'zod';
import type { cardBenefitsSchema } from '../cards/card-product.ts';

/** Spec 02 §7: GET /bookings?type=GolfEnquiry|AirportTransfer|AirportVipPrivilege, plus turf and T20 (issue 15). */
export const bookingTypes = ['GolfEnquiry', 'AirportVipPrivilege', 'AirportTransfer', 'TurfEnquiry', 'T20Enquiry'] as const;
export type BookingType = (typeof bookingTypes)[number];

/** A card's yearly allowance of one service, as the catalogue's `benefits` names it (cards/card-product.ts). */
export type BenefitKey = keyof z.infer<typeof cardBenefitsSchema>;

/** When staff must answer a paid request: so long after payment, or so long before the service. */
export type AnswerRule = { hoursAfterPayment: number } | { hoursBeforeService: number };

export interface BookingKind {
  type: BookingType;
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
}

const HOUR_MS = 3_600_000;

export const bookingKinds = {
  GolfEnquiry: {
    type: 'GolfEnquiry',
    productInfo: 'golf_enquiry',
    purpose: 'golf',
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
    paths: {
      landing: '/golf',
      list: '/golf-bookings',
      checkout: (id) => `/golf/${id}/checkout`,
      checkoutMessagePrefix: '/golf-enquiry/checkout-message/',
    },
  },
  AirportVipPrivilege: {
    type: 'AirportVipPrivilege',
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
  },
  AirportTransfer: {
    type: 'AirportTransfer',
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
  },
  TurfEnquiry: {
    type: 'TurfEnquiry',
    productInfo: 'turf_enquiry',
    purpose: 'turf',
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
    paths: {
      landing: '/turf',
      list: '/turf-bookings',
      checkout: (id) => `/turf/${id}/checkout`,
      checkoutMessagePrefix: '/turf-enquiry/checkout-message/',
    },
  },
  T20Enquiry: {
    type: 'T20Enquiry',
    productInfo: 't20_enquiry',
    purpose: 't20',
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
    paths: {
      landing: '/t20',
      list: '/t20-bookings',
      checkout: (id) => `/t20/${id}/checkout`,
      checkoutMessagePrefix: '/t20-enquiry/checkout-message/',
    },
  },
} as const satisfies { [T in BookingType]: BookingKind & { type: T } };

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
    paths: { landing: '/tours', list: '/my-bookings' },
  },
  HotelBooking: {
    type: 'HotelBooking',
    productInfo: 'hotels',
    label: 'Luxury staycation',
    noun: 'Hotel stay',
    referencePrefix: 'HTL',
    serviceName: 'hotel stay',
    paths: { landing: '/staycations', list: '/my-bookings' },
  },
  ExpeditionEnquiry: {
    type: 'ExpeditionEnquiry',
    productInfo: null,
    label: 'Expedition',
    noun: 'Expedition enquiry',
    referencePrefix: 'EXP',
    serviceName: 'expedition',
    paths: { landing: '/expeditions', list: '/my-bookings' },
  },
} as const satisfies { [T in PaidBookingType]: PaidBookingKind & { type: T } };
