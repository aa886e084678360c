import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartItemInput } from '@portal/contract';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './cart-query';

/** POST /api/core/user/cart/add_items: the server prices each item from live prices and answers the whole cart. */
export const addCartItems = (items: CartItemInput[]) => api.post<Cart>('/core/user/cart/add_items', { items });

export function useAddCartItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CartItemInput) => addCartItems([item]),
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  });
}
