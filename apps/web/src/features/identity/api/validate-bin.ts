import { useMutation } from '@tanstack/react-query';
import type { BinValidateResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Card check (spec 01 §4 step 1). */
export const validateBin = (bin: string) => api.post<BinValidateResponse>('/customer/bins/validate', { bin });

export const useValidateBin = () => useMutation({ mutationFn: validateBin });
