import { useMutation } from '@tanstack/react-query';
import type { ConciergeCheckBinResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The concierge bin check: status 'error' with msg, or the bookings_count figures. */
export const checkConciergeBin = (bin: string) =>
  api.post<ConciergeCheckBinResponse>('/booking/airport_vip_privileges_enquiries/check_bin', { bin });

export const useCheckConciergeBin = () => useMutation({ mutationFn: checkConciergeBin });
