import { useQuery } from '@tanstack/react-query';
import { bookingKinds, type BookingType } from '@portal/contract';
import { useCreateKindEnquiry } from '@/components/kind-booking/use-create-kind-enquiry';
import { api } from '@/lib/api-client';

// A shaped kind's enquiry calls (the form, the checkout), from its registry entry's family (`api`).
const enquiryKey = (type: BookingType) => `${bookingKinds[type].purpose}-enquiry`;

/** POST {api} */
export const useCreateShapedEnquiry = <Payload, Resource extends { id: string }>(type: BookingType) =>
  useCreateKindEnquiry<Payload, Resource>(bookingKinds[type].api, enquiryKey(type));

/** GET {api}/{id} */
export const useShapedEnquiry = <Resource>(type: BookingType, id: string) =>
  useQuery<Resource>({
    queryKey: [enquiryKey(type), id],
    queryFn: () => api.get<{ data: Resource }>(`${bookingKinds[type].api}/${encodeURIComponent(id)}`).then((r) => r.data),
    retry: false,
  });
