import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedOffer } from '@portal/contract';
import { opsApi } from './ops-client';

/** One offer as its merchant or the admin manage it (any status). */
export const getConsoleOffer = (id: string) =>
  opsApi.get<{ data: ManagedOffer }>(`/offer/manage/offers/${encodeURIComponent(id)}`).then((r) => r.data);
export const consoleOfferQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['ops', 'offers', 'one', id], queryFn: () => getConsoleOffer(id) });
export const useConsoleOffer = (id: string) => useQuery(consoleOfferQueryOptions(id));
