import { useMutation } from '@tanstack/react-query';
import type { ExpeditionEnquiry, UserBooking } from '@portal/contract';
import { api } from '@/lib/api-client';

/** POST /api/rewards/nat_geo/enquiry: the concierge follows it up; answers the booking line and the thank-you. */
export const createExpeditionEnquiry = (enquiry: ExpeditionEnquiry) =>
  api.post<{ data: UserBooking; msg: string }>('/rewards/nat_geo/enquiry', enquiry);

export const useCreateExpeditionEnquiry = () => useMutation({ mutationFn: createExpeditionEnquiry });
