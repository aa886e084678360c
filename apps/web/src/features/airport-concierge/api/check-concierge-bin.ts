import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ConciergeCheckBinResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The concierge bin check: status 'error' with msg, or the bookings_count figures. */
export const checkConciergeBin = (bin: string) =>
  api.post<ConciergeCheckBinResponse>('/booking/airport_vip_privileges_enquiries/check_bin', { bin });

export const useCheckConciergeBin = () => useMutation({ mutationFn: checkConciergeBin });

/** The check as a query: the landing's click fills it, and the dialog reads that answer (a refusal) from the cache. */
export const conciergeBinCheckQueryOptions = (bin: string) =>
  queryOptions({
    queryKey: ['airport-concierge', 'check-bin', bin],
    queryFn: () => checkConciergeBin(bin),
    staleTime: 30_000,
    retry: false,
  });

export const useConciergeBinCheck = (bin: string) => useQuery({ ...conciergeBinCheckQueryOptions(bin), enabled: bin.length === 8 });
