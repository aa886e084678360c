import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferCheckBinResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Spec 02 §4: the transfer card check (Reserve and Olympus only), with the cardholder's counts. */
export const checkTransferBin = (bin: string) => api.post<TransferCheckBinResponse>('/booking/airport_transfers/check_bin', { bin });

export const transferBinCheckQueryOptions = (bin: string) =>
  queryOptions({
    queryKey: ['airport-transfers', 'check-bin', bin],
    queryFn: () => checkTransferBin(bin),
    staleTime: 30_000,
    retry: false,
  });

/** The dialog's card field re-reads the check (cached from the landing's click) and shows its spinner. */
export const useTransferBinCheck = (bin: string) => useQuery({ ...transferBinCheckQueryOptions(bin), enabled: bin.length === 8 });
