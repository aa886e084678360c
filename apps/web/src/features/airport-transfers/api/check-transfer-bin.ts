import type { TransferCheckBinResponse } from '@portal/contract';
import { binCheckQuery } from '@/components/kind-booking/bin-check-query';
import { api } from '@/lib/api-client';

/** Spec 02 §4: the transfer card check (Reserve and Olympus only), with the cardholder's counts. */
export const checkTransferBin = (bin: string) => api.post<TransferCheckBinResponse>('/booking/airport_transfers/check_bin', { bin });

export const { options: transferBinCheckQueryOptions, useBinCheck: useTransferBinCheck } = binCheckQuery(
  'airport-transfers',
  checkTransferBin,
);
