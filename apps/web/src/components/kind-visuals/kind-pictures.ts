import type { BookingType } from '@portal/contract';
import { theme, type ThemePicture } from '@/theme/theme';

/** Each kind's picture (its landing's hero, its card on the signed-out home); a kind without one fails typecheck. */
export const kindPictures: Record<BookingType, ThemePicture> = {
  GolfEnquiry: theme.pictures.golf,
  AirportVipPrivilege: theme.pictures.airportConcierge,
  AirportTransfer: theme.pictures.airportTransfers,
  TurfEnquiry: theme.pictures.turf,
  T20Enquiry: theme.pictures.t20,
};
