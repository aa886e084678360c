import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConciergeDetail } from '@portal/contract';
import { api } from '@/lib/api-client';

export const getConciergeEnquiry = (id: string) =>
  api.get<ConciergeDetail>(`/booking/airport_vip_privileges_enquiries/${encodeURIComponent(id)}`).then((r) => r.data);

export const conciergeEnquiryQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['airport-concierge-enquiry', id], queryFn: () => getConciergeEnquiry(id), retry: false });

export const useConciergeEnquiry = (id: string, enabled = true) => useQuery({ ...conciergeEnquiryQueryOptions(id), enabled });
