import { bookingKind, bookingKinds, bookingTypes } from '@portal/contract';
import { paths } from '@/config/paths';

/** 'Categories' (spec 01 §2), one per kind from the registry: golf goes through its redirect handler, the others to their landings. */
export const categoryLinks = bookingTypes.map((type) => {
  const { menu, paths: kindPaths } = bookingKind(type);
  return { label: menu.category, to: menu.categoryTo ?? kindPaths.landing };
});

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
  ...bookingTypes.map((type) => ({ label: bookingKinds[type].menu.bookings, to: bookingKinds[type].paths.list })),
];

/** Issue 18: the offers platform's cardholder pages. */
export const offersLinks = [
  { label: 'Offers', to: paths.offers },
  { label: 'My benefits', to: paths.myBenefits },
  { label: 'My gift cards', to: paths.wallet },
] as const;
