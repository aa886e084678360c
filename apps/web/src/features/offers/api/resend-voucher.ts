import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /offer/offers/{id}/resend_voucher: the newest code by SMS and e-mail again (the API allows 3 an hour). */
export const resendVoucher = (offerId: string) =>
  api.get<{ status: 'success'; msg: string }>(`/offer/offers/${encodeURIComponent(offerId)}/resend_voucher`);

export const useResendVoucher = () => useMutation({ mutationFn: resendVoucher });
