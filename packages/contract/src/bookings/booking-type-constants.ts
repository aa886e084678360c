/**
 * The booking types and what each costs, read from the kind registry (booking-kinds.ts), apart from the
 * zod schemas: a page that only lists or filters them then loads no zod (issue 20).
 */
import { bookingKinds, bookingTypes, type BookingType } from './booking-kinds.ts';

export { bookingTypes, type BookingType } from './booking-kinds.ts';

const byType = <V>(pick: (type: BookingType) => V) =>
  Object.fromEntries(bookingTypes.map((type) => [type, pick(type)])) as Record<BookingType, V>;

/** Spec 02 §3 product info codes, per booking type. */
export const productInfoByType = byType((type) => bookingKinds[type].productInfo);

/** The fee each booking type costs, in rupees (spec 02 §9). The server charges this, never the client's figure. */
export const feeRupeesByType = byType((type) => bookingKinds[type].feeRupees);
