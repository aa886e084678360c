import { useMutation } from '@tanstack/react-query';
import type { KindCheckBinResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** POST /api/booking/t20_enquiries/check_bin: eligibility and this year's quota counts for a bin. */
export const checkT20Bin = (bin: string) => api.post<KindCheckBinResponse>('/booking/t20_enquiries/check_bin', { bin });

export const useCheckT20Bin = () => useMutation({ mutationFn: checkT20Bin });
