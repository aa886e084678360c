import { bookingKinds as registry, bookingTypes, type BookingType, type PaymentPurpose } from '@portal/contract';

/** Per booking type, from the kind registry: its list page, its widget purpose, and what it is called. */
export const bookingKinds = Object.fromEntries(bookingTypes.map((type) => [type, {
  title: registry[type].listTitle, listPath: registry[type].paths.list, purpose: registry[type].purpose as PaymentPurpose, noun: registry[type].noun,
}])) as Record<BookingType, { title: string; listPath: string; purpose: PaymentPurpose; noun: string }>;

/** "Pay now" goes back to the service's own checkout page (spec route table). */
export const payBookingPath = (type: BookingType, id: string) => registry[type].paths.checkout(id);
