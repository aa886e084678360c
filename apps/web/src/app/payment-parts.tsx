import { lazy } from 'react';
import type { PaymentParts } from '@/components/checkout/payment-slot';

/** The payments feature's widget and saved-cards list, fetched only where a page shows them. */
export const paymentParts: PaymentParts = {
  Widget: lazy(() => import('@/features/payments/components/payment-widget').then((m) => ({ default: m.PaymentWidget }))),
  SavedCards: lazy(() => import('@/features/payments/components/saved-cards-manager').then((m) => ({ default: m.SavedCardsManager }))),
};
