import { useMutation } from '@tanstack/react-query';
import type { GolfCheckBinResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** POST /api/booking/golf_enquiries/check_bin: eligibility and this year's quota counts for a bin. */
export const checkGolfBin = (bin: string) => api.post<GolfCheckBinResponse>('/booking/golf_enquiries/check_bin', { bin });

export const useCheckGolfBin = () => useMutation({ mutationFn: checkGolfBin });
