import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TurfEnquiryPayload, TurfEnquiryResource } from '@portal/contract';
import { api } from '@/lib/api-client';

/** POST /api/booking/turf_enquiries */
export const createTurfEnquiry = (payload: TurfEnquiryPayload) =>
  api.post<{ status: string; msg: string; data?: TurfEnquiryResource }>('/booking/turf_enquiries', payload);

export const useCreateTurfEnquiry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTurfEnquiry,
    onSuccess: (result) => {
      if (result.data) queryClient.setQueryData(['turf-enquiry', result.data.id], result.data);
    },
  });
};
