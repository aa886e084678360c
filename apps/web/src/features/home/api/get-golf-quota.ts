import type { GolfCheckBinResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** This year's golf rounds of a card (POST /api/booking/golf_enquiries/check_bin: read-only, as the landing asks it). */
export const getGolfQuota = (bin: string) => api.post<GolfCheckBinResponse>('/booking/golf_enquiries/check_bin', { bin });
