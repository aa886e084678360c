/**
 * The booking types and what each costs, apart from the zod schemas: a page that only lists or filters
 * them then loads no zod (issue 20).
 */

/** Spec 02 §7: GET /bookings?type=GolfEnquiry|AirportTransfer|AirportVipPrivilege. */
export const bookingTypes = ['GolfEnquiry', 'AirportVipPrivilege', 'AirportTransfer'] as const;
export type BookingType = (typeof bookingTypes)[number];

/** Spec 02 §3 product info codes, per booking type. */
export const productInfoByType: Record<BookingType, 'golf_enquiry' | 'airport_concierge_enquiry' | 'airport_transfer'> = {
  GolfEnquiry: 'golf_enquiry',
  AirportVipPrivilege: 'airport_concierge_enquiry',
  AirportTransfer: 'airport_transfer',
};

/** The fee each booking type costs, in rupees (spec 02 §9). The server charges this, never the client's figure. */
export const feeRupeesByType: Record<BookingType, number> = { GolfEnquiry: 10, AirportVipPrivilege: 1, AirportTransfer: 1 };
