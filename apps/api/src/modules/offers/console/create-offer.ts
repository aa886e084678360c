import { messages, type OfferCreate } from '@portal/contract';
import { AppError } from '../../../lib/app-error.ts';
import * as repository from '../repository.ts';
import { inScope, type ConsoleActor, type ConsoleContext } from './context.ts';

/** Creating an offer in the console. */
export function createOffer(ctx: ConsoleContext) {
  const { db, cipher, transaction, checkReferences, toManaged, managedRow } = ctx;
  return {
    /** POST /offers: the admin's for any merchant; a merchant's for its own, always a draft awaiting approval. */
    async createOffer(actor: ConsoleActor, input: OfferCreate) {
      if (!inScope(actor, input.merchant_id) || !(await repository.findMerchant(db, input.merchant_id))) {
        throw new AppError('NOT_FOUND');
      }
      await checkReferences(input);
      if (input.offer_type === 'coupon' && !input.coupon_code) {
        throw new AppError('VALIDATION_FAILED', messages.offerCouponCodeRequired, { coupon_code: [messages.offerCouponCodeRequired] });
      }
      const status = actor.role === 'merchant' ? 'draft' : input.status;
      const id = await transaction((tx) =>
        repository.insertOffer(
          tx,
          {
            merchantId: input.merchant_id,
            categoryId: input.category_id,
            name: input.name,
            description: input.description,
            terms: input.terms,
            redemptionSteps: input.redemption_steps,
            offerType: input.offer_type,
            options: input.options,
            couponCode: input.offer_type === 'coupon' && input.coupon_code ? cipher.encrypt(input.coupon_code) : null,
            perUserLimit: input.per_user_limit,
            validFrom: input.valid_from,
            validTo: input.valid_to,
            status,
          },
          input.card_product_ids,
        ),
      );
      const msg = status === 'draft' && actor.role === 'merchant' ? messages.offerAwaitsApproval : messages.offerCreated;
      return { msg, data: toManaged(actor, await managedRow(actor, id)) };
    },
  };
}
