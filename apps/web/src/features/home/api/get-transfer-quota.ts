import type { TransferCheckBinResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** This year's airport transfers of a card (POST /api/booking/airport_transfers/check_bin: read-only). */
export const getTransferQuota = (bin: string) => api.post<TransferCheckBinResponse>('/booking/airport_transfers/check_bin', { bin });
