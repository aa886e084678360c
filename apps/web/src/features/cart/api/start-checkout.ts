import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkout } from '@portal/contract';
import { api } from '@/lib/api-client';
import { checkoutQueryOptions } from './get-checkout';

/** POST /api/core/user/cart/checkout: holds every item, prices it live, and answers the total to pay (price changes flagged). */
export const startCheckout = () => api.post<Checkout>('/core/user/cart/checkout');

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (checkout) => queryClient.setQueryData(checkoutQueryOptions(checkout.id).queryKey, checkout),
  });
}
