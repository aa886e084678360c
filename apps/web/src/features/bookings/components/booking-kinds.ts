import { bookingKinds as registry, bookingTypes, type BookingType, type PaymentPurpose } from '@portal/contract';

export interface ListKind {
  title: string;
  listPath: string;
  landingPath: string;
  purpose: PaymentPurpose;
  noun: string;
  label: string;
  nextStep: string;
}

/** Per booking type, from the kind registry: its list and landing pages, its widget purpose, what it is called and what follows payment. */
export const bookingKinds = Object.fromEntries(
  bookingTypes.map((type) => [
    type,
    {
      title: registry[type].listTitle,
      listPath: registry[type].paths.list,
      landingPath: registry[type].paths.landing,
      purpose: registry[type].purpose as PaymentPurpose,
      noun: registry[type].noun,
      label: registry[type].label,
      nextStep: registry[type].nextStep,
    },
  ]),
) as Record<BookingType, ListKind>;

/** "Pay now" goes back to the service's own checkout page (spec route table). */
export const payBookingPath = (type: BookingType, id: string) => registry[type].paths.checkout(id);
