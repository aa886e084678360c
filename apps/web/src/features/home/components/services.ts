import type { BookingType, CardProduct } from '@portal/contract';
import { paths } from '@/config/paths';
import { theme, type ThemePicture } from '@/theme/theme';

export interface Service {
  key: 'golf' | 'concierge' | 'transfers';
  title: string;
  text: string;
  fee: string;
  to: string;
  cta: string;
  /** The member home's button. */
  book: string;
  picture: ThemePicture;
  bookingType: BookingType;
  bookingsPath: string;
  /** What one use is called, e.g. '3 of 50 rounds left'. */
  unit: string;
  perYear: (card: CardProduct) => number;
}

/** The three services, as the home page and the member home show them (icons: service-icons.ts, member home only). */
export const services: Service[] = [
  {
    key: 'golf',
    title: 'Golf games and lessons',
    to: paths.golf,
    cta: 'Explore golf',
    book: 'Book golf',
    picture: theme.pictures.golf,
    fee: 'Rs.10 card authentication fee, confirmed within 48 hours.',
    text: 'Complimentary rounds and lessons at leading courses in 11 cities, by card tier.',
    bookingType: 'GolfEnquiry',
    bookingsPath: paths.golfBookings,
    unit: 'rounds',
    perYear: (card) => card.benefits.golf_rounds_per_year,
  },
  {
    key: 'concierge',
    title: 'Airport concierge',
    to: paths.airportConcierge,
    cta: 'Explore airport concierge',
    book: 'Book airport concierge',
    picture: theme.pictures.airportConcierge,
    fee: 'Rs.1 card authentication fee.',
    text: 'Meet and assist at arrival or departure, with buggy service at select airports.',
    bookingType: 'AirportVipPrivilege',
    bookingsPath: paths.airportConciergeBookings,
    unit: 'visits',
    perYear: (card) => card.benefits.airport_concierge_sessions_per_year,
  },
  {
    key: 'transfers',
    title: 'Airport transfers',
    to: paths.airportTransfers,
    cta: 'Explore airport transfers',
    book: 'Book an airport transfer',
    picture: theme.pictures.airportTransfers,
    fee: 'Rs.1 card authentication fee.',
    text: 'Complimentary chauffeured pick-ups and drops for Reserve and Olympus cardholders.',
    bookingType: 'AirportTransfer',
    bookingsPath: paths.airportTransferBookings,
    unit: 'transfers',
    perYear: (card) => card.benefits.airport_transfers_per_year,
  },
];
