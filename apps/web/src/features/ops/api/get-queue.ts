import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OpsQueueResponse } from '@portal/contract';
import { opsApi } from './ops-client';

export interface QueueFilters {
  type?: string;
  status: string;
  date?: string;
  city?: string;
}

export const getQueue = (filters: QueueFilters, after?: string) =>
  // An empty filter is no filter.
  opsApi.get<OpsQueueResponse>('/ops/bookings', Object.fromEntries(Object.entries({ ...filters, after }).filter(([, v]) => v)));

export const queueQueryOptions = (filters: QueueFilters) =>
  infiniteQueryOptions({
    queryKey: ['ops', 'queue', filters],
    queryFn: ({ pageParam }) => getQueue(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 15_000,
  });
export const useQueue = (filters: QueueFilters) => useInfiniteQuery(queueQueryOptions(filters));
