import { CarFront, ConciergeBell, Flag, Goal, Trophy, type LucideIcon } from 'lucide-react';
import { bookingKinds, bookingTypes, type BookingType, type KindIconName } from '@portal/contract';

/**
 * The icons a registry entry may name (`icon`), by name: kinds of one shape share theirs. A name without an icon
 * fails typecheck. Apart from the pictures so the signed-out home's first chunk carries no icon it does not draw.
 */
const iconsByName: Record<KindIconName, LucideIcon> = {
  flag: Flag,
  'concierge-bell': ConciergeBell,
  car: CarFront,
  goal: Goal,
  trophy: Trophy,
};

/** Each kind's icon, as its registry entry names it. */
export const kindIcons = Object.fromEntries(bookingTypes.map((type) => [type, iconsByName[bookingKinds[type].icon]])) as Record<
  BookingType,
  LucideIcon
>;
