import type { ConciergeCheckBinResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** This year's concierge visits of a card (POST /api/booking/airport_vip_privileges_enquiries/check_bin: read-only). */
export const getConciergeQuota = (bin: string) =>
  api.post<ConciergeCheckBinResponse>('/booking/airport_vip_privileges_enquiries/check_bin', { bin });
