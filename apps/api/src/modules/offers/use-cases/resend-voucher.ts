import { messages } from '@portal/contract';
import { AppError } from '../../../lib/app-error.ts';
import * as repository from '../repository.ts';
import type { OfferContext, Viewer } from '../offer-context.ts';

const RESENDS_PER_HOUR = 3;

/** Resending a voucher code by SMS and e-mail, 3 an hour. */
export function resendVoucher(ctx: OfferContext) {
  const { deps, db, now, toRedemption } = ctx;
  return {
    /** GET /offers/{id}/resend_voucher: the newest code of the viewer's for this offer, by SMS and e-mail, 3 an hour. */
    async resendVoucher(viewer: Viewer, offerId: string) {
      const withCode = (await repository.listRedemptions(db, viewer.id, { offerId })).map(toRedemption).find((r) => r.voucher_code);
      if (!withCode) throw new AppError('NOT_FOUND', messages.offerNothingToResend);
      if ((await repository.countResends(db, viewer.id, new Date(now().getTime() - 3_600_000))) >= RESENDS_PER_HOUR) {
        throw new AppError('RATE_LIMITED', messages.offerResendLimit);
      }
      await repository.recordResend(db, viewer.id, withCode.id);
      const text = messages.offerVoucherSms(withCode.offer_name, withCode.voucher_code!);
      await deps.sms.send({ to: viewer.mobile, body: text });
      if (viewer.email) await deps.email.send({ to: viewer.email, subject: withCode.offer_name, text });
      return { status: 'success' as const, msg: messages.offerVoucherResent };
    },
  };
}
