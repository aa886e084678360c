import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferEnquiryDetail } from '@portal/contract';
import { api } from '@/lib/api-client';

export const getTransferEnquiry = (id: string) => api.get<TransferEnquiryDetail>(`/booking/airport_transfers/${encodeURIComponent(id)}`);

export const transferEnquiryQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['airport-transfers', 'enquiry', id], queryFn: () => getTransferEnquiry(id), retry: false });

export const useTransferEnquiry = (id: string) => useQuery(transferEnquiryQueryOptions(id));
