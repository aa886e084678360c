import { CarFront, ConciergeBell, Flag, Goal, Trophy, type LucideIcon } from 'lucide-react';
import type { BookingType } from '@portal/contract';

/**
 * Each kind's icon; a kind without one fails typecheck. Apart from the pictures so the signed-out home's first
 * chunk carries no icon it does not draw.
 */
export const kindIcons: Record<BookingType, LucideIcon> = {
  GolfEnquiry: Flag,
  AirportVipPrivilege: ConciergeBell,
  AirportTransfer: CarFront,
  TurfEnquiry: Goal,
  T20Enquiry: Trophy,
};
