import type { TurfEnquiryPayload, TurfEnquiryResource } from '@portal/contract';
import { useCreateKindEnquiry } from '@/components/kind-booking/use-create-kind-enquiry';

/** POST /api/booking/turf_enquiries */
export const useCreateTurfEnquiry = () =>
  useCreateKindEnquiry<TurfEnquiryPayload, TurfEnquiryResource>('/booking/turf_enquiries', 'turf-enquiry');
