import { useMutation, useQuery } from '@tanstack/react-query';
import { bookingKinds, type BookingType, type KindCheckBinResponse } from '@portal/contract';
import { useCreateKindEnquiry } from '@/components/kind-booking/use-create-kind-enquiry';
import { api } from '@/lib/api-client';

// A shaped kind's calls, from its registry entry: its family (`api`) and its catalogue read (`catalogue`).
const enquiryKey = (type: BookingType) => `${bookingKinds[type].purpose}-enquiry`;

/** POST {api}/check_bin: eligibility and this year's quota counts for a bin. */
export const checkShapedKindBin = (type: BookingType) => (bin: string) =>
  api.post<KindCheckBinResponse>(`${bookingKinds[type].api}/check_bin`, { bin });
export const useCheckShapedKindBin = (type: BookingType) => useMutation({ mutationFn: checkShapedKindBin(type) });

/** GET {catalogue}: what the kind books against (venues, fixtures). */
export const useKindCatalogue = <Row>(type: BookingType) =>
  useQuery<Row[]>({
    queryKey: ['catalogue', bookingKinds[type].catalogue],
    queryFn: () => api.get<{ data: Row[] }>(bookingKinds[type].catalogue).then((r) => r.data),
    staleTime: 10 * 60_000,
  });

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
