import { bookingKinds, bookingTypes, type BookingType, type CardProduct, type HomeTile } from '@portal/contract';
import { kindPictures } from '@/components/kind-visuals/kind-pictures';
import type { ThemePicture } from '@/theme/theme';

export interface Service extends HomeTile {
  key: BookingType;
  to: string;
  picture: ThemePicture;
  bookingsPath: string;
  perYear: (card: CardProduct) => number;
}

/** Every kind, as the home page and the member home show them, from the registry (icons: kind-icons.ts, member home only). */
export const services: Service[] = bookingTypes.map((type) => {
  const kind = bookingKinds[type];
  return {
    ...kind.home,
    key: type,
    to: kind.paths.landing,
    picture: kindPictures[type],
    bookingsPath: kind.paths.list,
    perYear: (card) => card.benefits[kind.allowance],
  };
});

export const serviceOf = (type: BookingType): Service => services.find((service) => service.key === type)!;
