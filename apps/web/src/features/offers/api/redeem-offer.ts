import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedeemOfferRequest } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { OtpStepAnswer, Redeemed } from './offer-types';

/** POST /offer/offers/{id}/redeem: without a token the code goes to the cardholder's mobile; with it, the offer is redeemed. */
export const redeemOffer = ({ offerId, ...body }: RedeemOfferRequest & { offerId: string }) =>
  api.post<OtpStepAnswer<Redeemed>>(`/offer/offers/${encodeURIComponent(offerId)}/redeem`, body);

export function useRedeemOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemOffer,
    onSuccess: (answer) => {
      if (answer.status === 'success') void queryClient.invalidateQueries({ queryKey: ['offers'] });
    },
  });
}
