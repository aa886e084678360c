import { useMutation } from '@tanstack/react-query';
import { encryptCardField, type GiftCardPay, type PaymentResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/**
 * POST /offer/walletbuddy/booking/{id}/pay: the amount shown (refused if the order's differs) and the card, number
 * and CVV encrypted with the order's id; answers the gateway's form (payu_url, payu_body).
 */
export async function payGiftCard(purchaseId: string, pay: GiftCardPay) {
  const body: GiftCardPay = {
    ...pay,
    card_number: await encryptCardField(pay.card_number, purchaseId),
    cvv: await encryptCardField(pay.cvv, purchaseId),
  };
  return api.post<PaymentResponse>(`/offer/walletbuddy/booking/${encodeURIComponent(purchaseId)}/pay`, body);
}

export const usePayGiftCard = (purchaseId: string) => useMutation({ mutationFn: (pay: GiftCardPay) => payGiftCard(purchaseId, pay) });
