import { queryOptions } from '@tanstack/react-query';
import type { Redemption } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /offer/redemptions: the offers the cardholder redeemed, newest first (the offers pages' key and answer). */
export const getOffersHeld = () =>
  api.get<{ data: Redemption[] }>('/offer/redemptions').then((r) => [...r.data].sort((a, b) => b.created_at.localeCompare(a.created_at)));

export const offersHeldQueryOptions = () =>
  queryOptions({ queryKey: ['offers', 'redemptions'], queryFn: getOffersHeld, staleTime: 30_000, retry: false });
