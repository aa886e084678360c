import type { MerchantRedemption } from '@portal/contract';
import * as repository from '../repository.ts';
import { maskTail, type ConsoleActor, type ConsoleContext } from './context.ts';

/** A merchant's redemptions, masked. */
export function merchantRedemptions(ctx: ConsoleContext) {
  const { db, cipher, managedRow } = ctx;
  return {
    /** GET /manage/redemptions: redemptions of the merchant's offers (admin: any), phone and code masked. */
    async merchantRedemptions(actor: ConsoleActor, query: { merchant_id?: string; offer_id?: string }): Promise<MerchantRedemption[]> {
      if (query.offer_id) await managedRow(actor, query.offer_id);
      const merchantId = actor.role === 'merchant' ? actor.merchantId : query.merchant_id;
      const rows = await repository.listMerchantRedemptions(db, { merchantId, offerId: query.offer_id });
      return rows.map((row) => {
        const sealed = row.offer_type === 'coupon' ? row.coupon_code : row.voucher_code;
        return {
          id: row.id,
          offer_id: row.offer_id,
          offer_name: row.offer_name,
          offer_type: row.offer_type,
          status: row.status,
          card_product_id: row.card_product_id,
          user_phone_masked: row.user_phone ? maskTail(row.user_phone) : null,
          voucher_code_masked: sealed && row.status === 'completed' ? maskTail(cipher.decrypt(sealed)) : null,
          master_retail_option_id: row.master_retail_option_id,
          created_at: row.created_at,
        };
      });
    },
  };
}
