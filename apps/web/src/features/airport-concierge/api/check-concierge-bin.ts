import type { ConciergeCheckBinResponse } from '@portal/contract';
import { binCheckQuery } from '@/components/kind-booking/bin-check-query';
import { api } from '@/lib/api-client';

/** The concierge bin check: status 'error' with msg, or the bookings_count figures. */
export const checkConciergeBin = (bin: string) =>
  api.post<ConciergeCheckBinResponse>('/booking/airport_vip_privileges_enquiries/check_bin', { bin });

export const { options: conciergeBinCheckQueryOptions } = binCheckQuery('airport-concierge', checkConciergeBin);
