import { useMutation } from '@tanstack/react-query';
import { encryptCardField, type CheckoutPay, type PaymentResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/**
 * POST /api/core/user/cart/checkout/{id}/pay: the total shown (refused if the server's differs) and the card,
 * number and CVV encrypted with the checkout id; answers the gateway's form (payu_url, payu_body).
 */
export async function payCheckout(checkoutId: string, pay: CheckoutPay) {
  const body: CheckoutPay = {
    ...pay,
    card_number: await encryptCardField(pay.card_number, checkoutId),
    cvv: await encryptCardField(pay.cvv, checkoutId),
  };
  return api.post<PaymentResponse>(`/core/user/cart/checkout/${encodeURIComponent(checkoutId)}/pay`, body);
}

export const usePayCheckout = (checkoutId: string) => useMutation({ mutationFn: (pay: CheckoutPay) => payCheckout(checkoutId, pay) });
