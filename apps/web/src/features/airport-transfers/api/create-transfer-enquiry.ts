import { useMutation } from '@tanstack/react-query';
import type { TransferCreateResponse, TransferEnquiryRequest } from '@portal/contract';
import { apiRequest } from '@/lib/api-client';

/** Spec 02 §3: the enquiry goes as multipart form data with the sent fields. */
export function createTransferEnquiry(enquiry: TransferEnquiryRequest) {
  const body = new FormData();
  for (const [name, value] of Object.entries(enquiry)) body.append(name, String(value));
  return apiRequest<TransferCreateResponse>('/booking/airport_transfers', { method: 'POST', body });
}

export const useCreateTransferEnquiry = () => useMutation({ mutationFn: createTransferEnquiry });
