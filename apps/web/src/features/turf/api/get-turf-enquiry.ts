import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TurfEnquiryResource } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/booking/turf_enquiries/{id} */
export const getTurfEnquiry = (id: string) =>
  api.get<{ data: TurfEnquiryResource }>(`/booking/turf_enquiries/${encodeURIComponent(id)}`).then((r) => r.data);

export const turfEnquiryQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['turf-enquiry', id], queryFn: () => getTurfEnquiry(id), retry: false });

export const useTurfEnquiry = (id: string) => useQuery(turfEnquiryQueryOptions(id));
