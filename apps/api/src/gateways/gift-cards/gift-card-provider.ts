/** A gift card as the provider issued it. */
export interface IssuedGiftCard {
  code: string;
  pin: string;
  balance: number;
  /** YYYY-MM-DD */
  expiresOn: string;
}
export type GiftCardOutcome = ({ status: 'fulfilled' } & IssuedGiftCard) | { status: 'pending' } | { status: 'failed'; reason: string };
/** What asking about an order may also answer: the provider has none under that key (the order never reached it). */
export type GiftCardStatus = GiftCardOutcome | { status: 'unknown' };

/** A card's balance as the provider holds it now; 'unknown' when it has no such card (or the PIN does not match). */
export type GiftCardBalance = { status: 'active' | 'expired'; balance: number; expiresOn: string } | { status: 'unknown' };

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
  /** A pending order asked again (the settle job); 'unknown' when it never arrived, so it is placed again. */
  status(order: GiftCardOrder): Promise<GiftCardStatus>;
  /** The wallet's balance read (issue 29): what is left on a card it issued, and until when. */
  balance(card: { code: string; pin: string }): Promise<GiftCardBalance>;
}

export class GiftCardProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GiftCardProviderError';
  }
}
