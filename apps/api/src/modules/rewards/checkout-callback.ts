import type { RewardsDeps } from './deps.ts';
import * as repository from './repository.ts';

/** The gateway's answer to a cart payment (surl/furl). */
export function createCheckoutCallback(deps: RewardsDeps) {
  const { db, pipeline } = deps;

  return {
    /**
     * The gateway's answer (surl/furl), checked by the pipeline (reverse hash, key, amount, product), then settled
     * as reconciliation would settle it: paid records "paid" and queues the booking job; not paid releases the
     * holds and leaves the cart as it was; "pending" waits for reconciliation. A repeat re-drives the booking job.
     */
    async handleCallback(fields: Record<string, string>) {
      const checkout = fields.txnid ? await repository.findCheckoutByTxnid(db, fields.txnid) : undefined;
      if (!checkout) return { verified: false as const };
      const answer = pipeline.verifyCallback(fields, { amount: checkout.total, productInfo: checkout.productInfo });
      if (!answer) return { verified: false as const, checkoutId: checkout.id };
      if (answer.status !== 'pending') await deps.cartPayment.settle(checkout.txnid!, answer.status, answer.mihpayid);
      const settled = await repository.findCheckoutById(db, checkout.id);
      return { verified: true as const, checkoutId: checkout.id, paid: settled?.status === 'paid' };
    },
  };
}
