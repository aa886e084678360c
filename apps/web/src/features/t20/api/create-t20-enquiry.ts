import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { T20EnquiryPayload, T20EnquiryResource } from '@portal/contract';
import { api } from '@/lib/api-client';

/** POST /api/booking/t20_enquiries */
export const createT20Enquiry = (payload: T20EnquiryPayload) =>
  api.post<{ status: string; msg: string; data?: T20EnquiryResource }>('/booking/t20_enquiries', payload);

export const useCreateT20Enquiry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createT20Enquiry,
    onSuccess: (result) => {
      if (result.data) queryClient.setQueryData(['t20-enquiry', result.data.id], result.data);
    },
  });
};
