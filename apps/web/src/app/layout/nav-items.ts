import { paths } from '@/config/paths';

/** 'Categories' (spec 01 §2): golf goes through its redirect handler, the others straight to their landings. */
export const categoryLinks = [
  { label: 'Golf', to: `${paths.golf}?redirect=categories` },
  { label: 'Airport Concierge Service', to: paths.airportConcierge },
  { label: 'Airport Transfer', to: paths.airportTransfers },
  { label: 'Sports Turf', to: paths.turf },
  { label: 'T20 Match Day', to: paths.t20 },
] as const;

/** Issue 19: the rewards, paid in full by card at member prices. */
export const rewardLinks = [
  { label: 'Tours and Activities', to: paths.tours },
  { label: 'Luxury Staycations', to: paths.staycations },
  { label: 'Expeditions', to: paths.expeditions },
] as const;

export const footerLinks = [
  { label: 'Terms and Conditions', to: paths.info.terms },
  { label: 'Cancellation Policy', to: paths.info.cancellation },
  { label: 'Privacy Policy', to: paths.info.privacy },
  { label: 'Contact Us', to: paths.info.contact },
] as const;

export const bookingsLinks = [
  { label: 'My bookings', to: paths.myBookings },
  { label: 'Golf Booking Requests', to: paths.golfBookings },
  { label: 'Airport Concierge Service', to: paths.airportConciergeBookings },
  { label: 'Airport Transfer Bookings', to: paths.airportTransferBookings },
  { label: 'Turf Bookings', to: paths.turfBookings },
  { label: 'T20 Bookings', to: paths.t20Bookings },
] as const;

/** Issue 18: the offers platform's cardholder pages. */
export const offersLinks = [
  { label: 'Offers', to: paths.offers },
  { label: 'My benefits', to: paths.myBenefits },
] as const;
