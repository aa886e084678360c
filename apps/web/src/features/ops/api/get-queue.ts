import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OpsQueueResponse } from '@portal/contract';
import { opsRequest } from './ops-request';

export interface QueueFilters { type?: string; status: string; date?: string; city?: string }

export const getQueue = (filters: QueueFilters, after?: string) =>
  opsRequest<OpsQueueResponse>('/ops/bookings', { query: { ...filters, after } });

export const queueQueryOptions = (filters: QueueFilters) => infiniteQueryOptions({
  queryKey: ['ops', 'queue', filters],
  queryFn: ({ pageParam }) => getQueue(filters, pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.next ?? undefined,
  staleTime: 15_000,
});
export const useQueue = (filters: QueueFilters) => useInfiniteQuery(queueQueryOptions(filters));
