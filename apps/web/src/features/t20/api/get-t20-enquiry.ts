import { queryOptions, useQuery } from '@tanstack/react-query';
import type { T20EnquiryResource } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/booking/t20_enquiries/{id} */
export const getT20Enquiry = (id: string) =>
  api.get<{ data: T20EnquiryResource }>(`/booking/t20_enquiries/${encodeURIComponent(id)}`).then((r) => r.data);

export const t20EnquiryQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['t20-enquiry', id], queryFn: () => getT20Enquiry(id), retry: false });

export const useT20Enquiry = (id: string) => useQuery(t20EnquiryQueryOptions(id));
