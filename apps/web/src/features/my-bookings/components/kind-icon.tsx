import { BedDouble, Car, Flag, Goal, Mountain, Plane, Ticket, Trophy, type LucideIcon } from 'lucide-react';
import type { TimelineKind } from '@portal/contract';

const icons: Record<TimelineKind, LucideIcon> = {
  GolfEnquiry: Flag,
  AirportVipPrivilege: Plane,
  AirportTransfer: Car,
  TurfEnquiry: Goal,
  T20Enquiry: Trophy,
  TourBooking: Ticket,
  HotelBooking: BedDouble,
  ExpeditionEnquiry: Mountain,
};

/** The kind's picture, beside its label (which says it in words: the icon is decoration). */
export function KindIcon({ kind, className = 'size-4' }: { kind: TimelineKind; className?: string }) {
  const Icon = icons[kind];
  return <Icon aria-hidden="true" className={className} />;
}
