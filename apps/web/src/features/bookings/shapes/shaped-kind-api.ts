import { useQuery } from '@tanstack/react-query';
import { bookingKinds, type BookingType, type KindCheckBinResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

// A shaped kind's landing calls, from its registry entry: its family (`api`) and its catalogue read (`catalogue`).

/** POST {api}/check_bin: eligibility and this year's quota counts for a bin. */
export const checkShapedKindBin = (type: BookingType) => (bin: string) =>
  api.post<KindCheckBinResponse>(`${bookingKinds[type].api}/check_bin`, { bin });

/** GET {catalogue}: what the kind books against (venues, fixtures). */
export const useKindCatalogue = <Row>(type: BookingType) =>
  useQuery<Row[]>({
    queryKey: ['catalogue', bookingKinds[type].catalogue],
    queryFn: () => api.get<{ data: Row[] }>(bookingKinds[type].catalogue).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
