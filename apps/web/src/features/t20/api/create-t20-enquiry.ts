import type { T20EnquiryPayload, T20EnquiryResource } from '@portal/contract';
import { useCreateKindEnquiry } from '@/components/kind-booking/use-create-kind-enquiry';

/** POST /api/booking/t20_enquiries */
export const useCreateT20Enquiry = () =>
  useCreateKindEnquiry<T20EnquiryPayload, T20EnquiryResource>('/booking/t20_enquiries', 't20-enquiry');
