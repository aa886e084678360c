import { createContext, Suspense, useContext, type ComponentType } from 'react';
import type { PaymentPurpose } from '@portal/contract';
import { Spinner } from '@/components/ui/spinner';

export interface PaymentWidgetProps {
  purpose: PaymentPurpose;
  bookingId: string;
  amount?: number;
}

/**
 * The payment widget and the saved-cards list belong to features/payments, but golf, concierge, transfers,
 * bookings and profile pages show them, and a feature may not import another (the lint rule). So pages render
 * these slots, and the app (app/payment-parts.tsx) fills them with the payments feature's components.
 */
export interface PaymentParts {
  Widget: ComponentType<PaymentWidgetProps>;
  SavedCards: ComponentType;
}

const PaymentPartsContext = createContext<PaymentParts | null>(null);
export const PaymentPartsProvider = PaymentPartsContext.Provider;

function useParts(): PaymentParts {
  const parts = useContext(PaymentPartsContext);
  if (!parts) throw new Error('PaymentPartsProvider is missing: the app provides the payments feature.');
  return parts;
}

export function PaymentWidgetSlot(props: PaymentWidgetProps) {
  const { Widget } = useParts();
  return (
    <Suspense fallback={<Spinner label="Loading payment options" />}>
      <Widget {...props} />
    </Suspense>
  );
}

export function SavedCardsSlot() {
  const { SavedCards } = useParts();
  return (
    <Suspense fallback={<Spinner label="Loading saved cards" />}>
      <SavedCards />
    </Suspense>
  );
}
