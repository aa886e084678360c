import { bookingKinds, bookingTypes, type BookingType } from '@portal/contract';
import { theme, type ThemePicture } from '@/theme/theme';

/** The theme's pictures by their base name, the name a registry entry gives (`picture`). */
const picturesByName: Readonly<Record<string, ThemePicture>> = Object.fromEntries(
  Object.values(theme.pictures).map((picture) => [picture.name, picture]),
);

/** Each kind's picture (its landing's hero, its card on the signed-out home); the every-kind tests fail without one. */
export const kindPictures = Object.fromEntries(bookingTypes.map((type) => [type, picturesByName[bookingKinds[type].picture]])) as Record<
  BookingType,
  ThemePicture
>;
