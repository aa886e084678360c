import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface KindEnquiryResult<R> {
  status: string;
  msg: string;
  data?: R;
}

/**
 * POST a kind's enquiry (e.g. `/booking/turf_enquiries`) and keep the created resource in the cache under
 * [queryKey, id], where the kind's checkout page reads it without a second request.
 */
export function useCreateKindEnquiry<P, R extends { id: string }>(url: string, queryKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: P) => api.post<KindEnquiryResult<R>>(url, payload),
    onSuccess: (result) => {
      if (result.data) queryClient.setQueryData([queryKey, result.data.id], result.data);
    },
  });
}
