import { useMutation } from '@tanstack/react-query';
import type { BinValidateResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Card check (spec 01 §4 step 1): GET /bins/validate?bin=, as spec 02 §7 lists the customer service's call. */
export const validateBin = (bin: string) => api.get<BinValidateResponse>('/customer/bins/validate', { bin });

export const useValidateBin = () => useMutation({ mutationFn: validateBin });
