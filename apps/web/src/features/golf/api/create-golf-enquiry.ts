import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GolfEnquiryPayload, GolfEnquiryResource } from '@portal/contract';
import { api } from '@/lib/api-client';

type GolfEnquiryRequest = Omit<GolfEnquiryPayload, 'booking_for' | 'guest_name' | 'club_member_name' | 'contact_info'> &
  Partial<Pick<GolfEnquiryPayload, 'booking_for' | 'guest_name' | 'club_member_name' | 'contact_info'>>;

/** POST /api/booking/golf_enquiries */
export const createGolfEnquiry = (payload: GolfEnquiryRequest) =>
  api.post<{ status: string; msg: string; data?: GolfEnquiryResource }>('/booking/golf_enquiries', payload);

export const useCreateGolfEnquiry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGolfEnquiry,
    onSuccess: (result) => {
      if (result.data) queryClient.setQueryData(['golf-enquiry', result.data.id], result.data);
    },
  });
};
