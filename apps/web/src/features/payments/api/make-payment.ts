import { useMutation } from '@tanstack/react-query';
import type { PaymentRequest, PaymentResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** POST /payments: answers payu_url and payu_body, which the browser then posts as a form. */
export const makePayment = (request: PaymentRequest) => api.post<PaymentResponse>('/payment/payments', request);

export const useMakePayment = () => useMutation({ mutationFn: makePayment });
