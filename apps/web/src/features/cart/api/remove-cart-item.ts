import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@portal/contract';
import { cartQueryKey } from '@/components/rewards/cart-query';
import { api } from '@/lib/api-client';

/** DELETE /api/core/user/cart/cart_items/{id}: answers the cart without it. */
export const removeCartItem = (id: string) => api.delete<Cart>(`/core/user/cart/cart_items/${encodeURIComponent(id)}`);

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCartItem, onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart) });
}
