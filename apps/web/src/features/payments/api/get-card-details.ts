import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardDetails } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Spec 02 §2: one card-info lookup on the first 8 digits. */
export const getCardDetails = (bin: string) => api.get<CardDetails>('/payment/payments/get_card_details', { bin });

export const cardDetailsQueryOptions = (bin: string) =>
  queryOptions({ queryKey: ['payments', 'card-details', bin], queryFn: () => getCardDetails(bin), staleTime: Infinity, retry: false });

export const useCardDetails = (bin: string) => useQuery({ ...cardDetailsQueryOptions(bin), enabled: bin.length === 8 });
