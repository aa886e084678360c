import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftCardRedeemRequest } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { GiftCardClaimed, OtpStepAnswer } from './offer-types';

/** POST /offer/gift_cards/redeem: a bundle's gift card; the first call sends the code, the second orders the card. */
export const claimGiftCard = (body: GiftCardRedeemRequest) => api.post<OtpStepAnswer<GiftCardClaimed>>('/offer/gift_cards/redeem', body);

export function useClaimGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimGiftCard,
    onSuccess: (answer) => {
      if (answer.status !== 'otp_required') void queryClient.invalidateQueries({ queryKey: ['offers'] });
    },
  });
}
