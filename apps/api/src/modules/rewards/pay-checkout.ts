import { maskCardNumber, messages, type CheckoutPay } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RewardsDeps } from './deps.ts';
import * as repository from './repository.ts';

/** The one card payment of a checkout, through the payments pipeline. */
export function createPayCheckout(deps: RewardsDeps) {
  const { db, pipeline } = deps;
  const now = deps.now ?? (() => new Date());

  /** The card fields of a payment, opened and checked; a refusal is answered, not thrown, so the checkout's own rules go first. */
  async function cardOf(body: CheckoutPay, checkoutId: string) {
    try {
      const cvv = pipeline.openCvv(body.cvv, checkoutId);
      return { ok: true as const, cvv, card: await pipeline.openNewCard(body, checkoutId) };
    } catch (error) {
      if (error instanceof AppError) return { ok: false as const, error };
      throw error;
    }
  }

  /** A checkout moves to paying with its reconciliation queued beside it: a payment nobody answers is still asked about. */
  const startPayingWith = (txnid: string, move: (tx: Database) => Promise<repository.CheckoutRow | undefined>) =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const row = await move(tx);
      if (row) await pipeline.scheduleReconcile(tx, 'cart_checkout', [txnid]);
      return row;
    });

  return {
    /**
     * Starts the one card payment of a checkout: the amount is the server's (a different total from the
     * client is refused, so a changed price is seen before paying); the card goes to the gateway, never kept.
     */
    async pay(userId: string, id: string, body: CheckoutPay, baseUrl: string) {
      // The card is checked first (it needs only the checkout's id); a good card on a checkout still payable at
      // this total then moves in one statement. Anything else reads the checkout and answers as the rules go, in order.
      const card = await cardOf(body, id);
      const txnid = pipeline.newTxnid('R');
      let [checkout, user] = card.ok
        ? await Promise.all([
            startPayingWith(txnid, (tx) =>
              repository.startPaying(tx, userId, id, body.total, now(), { txnid, cardMask: maskCardNumber(card.card.number) }),
            ),
            deps.contactOf(userId),
          ])
        : [undefined, undefined];
      if (!checkout) {
        const [found, contact] = await Promise.all([repository.findCheckout(db, userId, id), user ?? deps.contactOf(userId)]);
        if (!found) throw new AppError('NOT_FOUND');
        if (found.status !== 'quoted' || found.payBy <= now()) throw new AppError('CONFLICT', messages.checkoutNotPayable);
        if (body.total !== found.total) throw new AppError('CONFLICT', messages.cartTotalChanged, { total: [messages.cartTotalChanged] });
        if (!card.ok) throw card.error;
        checkout = await startPayingWith(txnid, (tx) =>
          repository.moveCheckout(tx, found.id, ['quoted'], { status: 'paying', txnid, cardMask: maskCardNumber(card.card.number) }),
        );
        if (!checkout) throw new AppError('CONFLICT', messages.checkoutNotPayable);
        user = contact;
      }
      if (!card.ok) throw card.error;
      return pipeline.paymentForm({
        txnid,
        amount: checkout.total,
        productinfo: checkout.productInfo,
        payer: user,
        udf1: checkout.id,
        callbackBase: `${baseUrl}/api/rewards/checkout`,
        cardFields: pipeline.newCardFields(card.card, card.cvv),
      });
    },
  };
}
