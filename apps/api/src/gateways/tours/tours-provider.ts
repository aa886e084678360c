import type { TourCategory, TourCity, TourInventory, TourPax, TourProduct, TourProductSummary, TourBookingStatus } from '@portal/contract';

/** Why a hold was refused: the product or slot is gone, sold out, or has fewer places than asked. */
export type HoldRefusal =
  { reason: 'gone' } | { reason: 'sold_out' } | { reason: 'not_enough'; remaining: number } | { reason: 'price_type' };
export type HoldAnswer = { ok: true; bookingId: string; amount: number } | ({ ok: false } & HoldRefusal);
/** Who the booking is for: Headout asks the primary guest's details (its variants' `inputFields`). */
export type TourGuest = { name: string | null; email: string | null; mobile: string };
export type CaptureAnswer = { ok: true } | { ok: false; status: TourBookingStatus | 'NOT_FOUND' | 'REFUSED' };

/**
 * The tours and activities provider as the rewards module sees it, shaped like Headout's partner API:
 * a booking is created UNCAPTURED (its seats held), captured (PENDING) after payment, then COMPLETED or
 * CANCELLED; a hold not captured within the hour lapses (CAPTURE_TIMEOUT) and frees its seats.
 *
 * The reads (products, inventories) may answer with the very same frozen object as before while nothing it
 * shows has changed: callers never change an answer, and may keep what they derive from one (the rewards
 * routes keep its JSON text) for as long as they are handed the same object.
 */
export interface ToursProvider {
  readonly kind: 'sandbox' | 'http';
  categories(city: string): Promise<TourCategory[]>;
  cities(): Promise<TourCity[]>;
  products(query: { city: string; categoryId?: string }): Promise<TourProductSummary[]>;
  /** Undefined: the product is gone. */
  product(productId: string): Promise<TourProduct | undefined>;
  /** Undefined: the variant is gone. */
  inventories(query: { variantId: string; startDateTime: string; endDateTime: string }): Promise<TourInventory[] | undefined>;
  /** One slot with its product (the product it is asked under, when given), or undefined when either is gone. */
  slot(inventoryId: string, productId?: string): Promise<{ product: TourProduct; inventory: TourInventory } | undefined>;
  hold(input: { inventoryId: string; pax: TourPax; guest?: TourGuest }): Promise<HoldAnswer>;
  /** A cart's holds at once, each answered in the order asked (each slot decided as `hold` would). */
  holdAll(inputs: { inventoryId: string; pax: TourPax; guest?: TourGuest }[]): Promise<HoldAnswer[]>;
  /** Safe to repeat; `partnerReferenceId` names our order at the provider. */
  capture(bookingId: string, partnerReferenceId?: string): Promise<CaptureAnswer>;
  /** A paid cart's captures at once, each answered in the order asked. */
  captureAll(bookingIds: string[], partnerReferenceId?: string): Promise<CaptureAnswer[]>;
  /** Releases a hold (or cancels a booking); its seats go back. */
  cancel(bookingId: string): Promise<void>;
  /**
   * Cancels a captured booking for the cardholder (free cancellation): true once the provider says it is cancelled
   * (a repeat after a lost answer too), false when it refuses; throws while the provider cannot be asked.
   */
  cancelBooking(bookingId: string): Promise<boolean>;
  status(bookingId: string): Promise<TourBookingStatus | undefined>;
}
