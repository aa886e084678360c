import type { CardDetails } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Spec 02 §2: one card-info lookup on the first 8 digits. */
export const getCardDetails = (bin: string) => api.get<CardDetails>('/payment/payments/get_card_details', { bin });
