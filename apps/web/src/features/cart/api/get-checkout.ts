import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Checkout } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/core/user/cart/checkout/{id}: the quote, or what became of each item after paying. */
export const getCheckout = (id: string) => api.get<Checkout>(`/core/user/cart/checkout/${encodeURIComponent(id)}`);

export const checkoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['cart-checkout', id],
    queryFn: () => getCheckout(id),
    retry: false,
    // While the gateway's answer is on its way the checkout says 'paying': asked again until it settles.
    refetchInterval: (query) => (query.state.data?.status === 'paying' ? 1000 : false),
  });

export const useCheckout = (id: string) => useQuery(checkoutQueryOptions(id));
