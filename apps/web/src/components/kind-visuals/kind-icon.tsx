import { BedDouble, Mountain, Ticket, type LucideIcon } from 'lucide-react';
import type { TimelineKind } from '@portal/contract';
import { kindIcons } from './kind-icons';

// The complimentary kinds' icons are the registry's (kind-icons.ts); the paid kinds are issue 19's own.
const icons: Record<TimelineKind, LucideIcon> = {
  ...kindIcons,
  TourBooking: Ticket,
  HotelBooking: BedDouble,
  ExpeditionEnquiry: Mountain,
};

/** The kind's picture, beside its label (which says it in words: the icon is decoration). */
export function KindIcon({ kind, className = 'size-4' }: { kind: TimelineKind; className?: string }) {
  const Icon = icons[kind];
  return <Icon aria-hidden="true" className={className} />;
}
