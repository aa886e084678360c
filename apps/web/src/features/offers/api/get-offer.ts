import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferDetail } from '@portal/contract';
import { api } from '@/lib/api-client';

export const getOffer = (id: string) => api.get<{ data: OfferDetail }>(`/offer/offers/${encodeURIComponent(id)}`).then((r) => r.data);

export const offerQueryOptions = (id: string, viewer: string) =>
  queryOptions({ queryKey: ['offers', 'detail', viewer, id], queryFn: () => getOffer(id) });

export const useOffer = (id: string, viewer: string) => useQuery(offerQueryOptions(id, viewer));
