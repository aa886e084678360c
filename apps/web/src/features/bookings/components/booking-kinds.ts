import type { BookingType, PaymentPurpose } from '@portal/contract';
import { paths } from '@/config/paths';

/** Per booking type: its list page, its widget purpose, and what it is called. */
export const bookingKinds: Record<BookingType, { title: string; listPath: string; purpose: PaymentPurpose; noun: string }> = {
  GolfEnquiry: { title: 'Golf Bookings', listPath: paths.golfBookings, purpose: 'golf', noun: 'Golf booking' },
  AirportVipPrivilege: { title: 'Airport Concierge Service Bookings', listPath: paths.airportConciergeBookings, purpose: 'airport', noun: 'Airport concierge service' },
  AirportTransfer: { title: 'Airport Transfer Bookings', listPath: paths.airportTransferBookings, purpose: 'airport-transfer', noun: 'Airport transfer' },
};

/** "Pay now" goes back to the service's own checkout page (spec route table). */
export const payBookingPath = (type: BookingType, id: string) => ({
  GolfEnquiry: paths.golfCheckout(id),
  AirportVipPrivilege: paths.airportConciergeCheckout(id),
  AirportTransfer: paths.airportTransferCheckout(id),
})[type];
