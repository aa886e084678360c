import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GolfEnquiryResource } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/booking/golf_enquiries/{id}: data.attributes with request_info and booking_date_time. */
export const getGolfEnquiry = (id: string) =>
  api.get<{ data: GolfEnquiryResource }>(`/booking/golf_enquiries/${encodeURIComponent(id)}`).then((r) => r.data);

export const golfEnquiryQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['golf-enquiry', id], queryFn: () => getGolfEnquiry(id), retry: false });

export const useGolfEnquiry = (id: string) => useQuery(golfEnquiryQueryOptions(id));
