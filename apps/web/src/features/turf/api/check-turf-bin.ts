import { useMutation } from '@tanstack/react-query';
import type { KindCheckBinResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** POST /api/booking/turf_enquiries/check_bin: eligibility and this year's quota counts for a bin. */
export const checkTurfBin = (bin: string) => api.post<KindCheckBinResponse>('/booking/turf_enquiries/check_bin', { bin });

export const useCheckTurfBin = () => useMutation({ mutationFn: checkTurfBin });
