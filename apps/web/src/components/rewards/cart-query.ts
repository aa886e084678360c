import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@portal/contract';
import { api } from '@/lib/api-client';
import { useSignedIn } from '@/lib/session';

/**
 * GET /api/core/user/cart/cart_items. Shared because the header's cart count, the tour and stay pages (adding
 * to it) and the cart itself all read the one cart, and features may not import each other.
 */
export const getCart = () => api.get<Cart>('/core/user/cart/cart_items');

export const cartQueryKey = ['cart'] as const;

export const cartQueryOptions = () => queryOptions({ queryKey: cartQueryKey, queryFn: getCart });

/** The cart of the signed-in cardholder; nothing is asked while signed out. */
export function useCart() {
  const signedIn = useSignedIn();
  return useQuery({ ...cartQueryOptions(), enabled: signedIn });
}
