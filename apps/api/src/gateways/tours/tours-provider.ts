import type { TourCategory, TourCity, TourInventory, TourPax, TourProduct, TourProductSummary, TourBookingStatus } from '@portal/contract';

/** Why a hold was refused: the product or slot is gone, sold out, or has fewer places than asked. */
export type HoldRefusal =
  { reason: 'gone' } | { reason: 'sold_out' } | { reason: 'not_enough'; remaining: number } | { reason: 'price_type' };

/**
 * The tours and activities provider as the rewards module sees it, shaped like Headout's partner API:
 * a booking is created UNCAPTURED (its seats held), captured (PENDING) after payment, then COMPLETED or
 * CANCELLED; a hold not captured within the hour lapses (CAPTURE_TIMEOUT) and frees its seats.
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
  /** One slot with its product, or undefined when either is gone. */
  slot(inventoryId: string): Promise<{ product: TourProduct; inventory: TourInventory } | undefined>;
  hold(input: {
    inventoryId: string;
    pax: TourPax;
  }): Promise<{ ok: true; bookingId: string; amount: number } | ({ ok: false } & HoldRefusal)>;
  capture(bookingId: string): Promise<{ ok: true } | { ok: false; status: TourBookingStatus | 'NOT_FOUND' | 'REFUSED' }>;
  /** Releases a hold (or cancels a booking); its seats go back. */
  cancel(bookingId: string): Promise<void>;
  status(bookingId: string): Promise<TourBookingStatus | undefined>;
}
