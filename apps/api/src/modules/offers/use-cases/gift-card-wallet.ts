import type { GiftCardListing, WalletCard } from '@portal/contract';
import type { GiftCardBalance } from '../../../gateways/gift-cards/index.ts';
import * as repository from '../repository.ts';
import type { OfferContext, Viewer } from '../offer-context.ts';

/** How long the wallet waits for the provider's balance of one card before it shows the balance as issued. */
const BALANCE_WAIT_MS = 3_000;

/**
 * walletbuddy's cards (issue 29): every gift card the cardholder holds, claimed or bought, with its balance and
 * expiry read from the provider now. A card the provider does not answer for in time (or does not know) is shown
 * with the balance it was issued with, and says so (`balance_from: 'issue'`): the wallet never fails for one card.
 */
export function giftCardWallet(ctx: OfferContext) {
  const { db, deps, cipher, today } = ctx;

  async function balanceOf(code: string, pin: string): Promise<GiftCardBalance> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<GiftCardBalance>((resolve) => {
      timer = setTimeout(() => resolve({ status: 'unknown' }), BALANCE_WAIT_MS);
    });
    try {
      return await Promise.race([
        deps.giftCards.balance({ code, pin }).catch((error: unknown): GiftCardBalance => {
          deps.log.warn({ err: error }, 'gift-card balance not answered; the wallet shows the balance as issued');
          return { status: 'unknown' };
        }),
        late,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** walletbuddy's listings: the gift cards one may buy by card today, each with its values. */
    async giftCardListings(): Promise<GiftCardListing[]> {
      const rows = await repository.giftCardListings(db, today());
      return rows
        .filter((row) => row.options.length > 0)
        .map((row) => ({
          offer_id: row.offerId,
          brand: row.brand,
          logo: row.logo,
          name: row.name,
          description: row.description,
          options: row.options,
        }));
    },

    async giftCardWallet(viewer: Viewer): Promise<WalletCard[]> {
      const cards = await repository.heldGiftCards(db, viewer.id);
      const brands = new Map<string, string>();
      for (const offerId of new Set(cards.map((c) => c.offerId)))
        brands.set(offerId, (await repository.findOffer(db, offerId))?.merchant_name ?? '');
      return Promise.all(
        cards.map(async (card): Promise<WalletCard> => {
          const code = cipher.decrypt(card.codeEncrypted!);
          const pin = card.pinEncrypted ? cipher.decrypt(card.pinEncrypted) : '';
          const now = await balanceOf(code, pin);
          const fromProvider = now.status !== 'unknown';
          return {
            id: card.id,
            offer_id: card.offerId,
            brand: brands.get(card.offerId) ?? '',
            source: card.purchaseId ? 'bought' : 'claimed',
            code,
            pin,
            face_value: card.amount,
            balance: fromProvider ? now.balance : card.balance,
            expires_on: fromProvider ? now.expiresOn : card.expiresOn,
            balance_from: fromProvider ? 'provider' : 'issue',
            issued_at: card.createdAt.toISOString(),
          };
        }),
      );
    },
  };
}
