/** A gift card as the provider issued it. */
export interface IssuedGiftCard {
  code: string;
  pin: string;
  balance: number;
  /** YYYY-MM-DD */
  expiresOn: string;
}
export type GiftCardOutcome = ({ status: 'fulfilled' } & IssuedGiftCard) | { status: 'pending' } | { status: 'failed'; reason: string };

export interface GiftCardOrder {
  /** The idempotency key: the same key asked twice is the same order, never a second card. */
  orderKey: string;
  brand: string;
  amount: number;
}

/** An outside supplier of gift cards (issue 18), like the payment gateway: a sandbox built in, or a real one. */
export interface GiftCardProvider {
  readonly kind: 'sandbox' | 'http';
  order(order: GiftCardOrder): Promise<GiftCardOutcome>;
  /** A pending order asked again (the settle job). */
  status(order: GiftCardOrder): Promise<GiftCardOutcome>;
}

export class GiftCardProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GiftCardProviderError';
  }
}
