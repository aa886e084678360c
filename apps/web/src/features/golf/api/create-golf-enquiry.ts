import type { GolfEnquiryPayload, GolfEnquiryResource } from '@portal/contract';
import { useCreateKindEnquiry } from '@/components/kind-booking/use-create-kind-enquiry';

type GolfEnquiryRequest = Omit<GolfEnquiryPayload, 'booking_for' | 'guest_name' | 'club_member_name' | 'contact_info'> &
  Partial<Pick<GolfEnquiryPayload, 'booking_for' | 'guest_name' | 'club_member_name' | 'contact_info'>>;

/** POST /api/booking/golf_enquiries */
export const useCreateGolfEnquiry = () =>
  useCreateKindEnquiry<GolfEnquiryRequest, GolfEnquiryResource>('/booking/golf_enquiries', 'golf-enquiry');
