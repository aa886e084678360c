import { CarFront, ConciergeBell, Flag, type LucideIcon } from 'lucide-react';
import type { Service } from './services';

/** Apart from services.ts so the signed-out home page's first chunk carries no icon it does not draw. */
export const serviceIcons: Record<Service['key'], LucideIcon> = { golf: Flag, concierge: ConciergeBell, transfers: CarFront };
