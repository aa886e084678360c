import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useClientConfig } from '@/api/get-client-config';
import { PaymentPartsProvider } from '@/components/checkout/payment-slot';
import { ToastHost } from '@/components/ui/toast-host';
import { paymentParts } from './payment-parts';

/** Applies the white-label theme colours from the client configuration. */
function ClientTheme() {
  const { data: client } = useClientConfig();
  useEffect(() => {
    if (!client) return;
    const root = document.documentElement.style;
    root.setProperty('--brand', client.theme.primary);
    root.setProperty('--brand-contrast', client.theme.primary_contrast);
    root.setProperty('--accent', client.theme.accent);
  }, [client]);
  return null;
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ClientTheme />
      <PaymentPartsProvider value={paymentParts}>{children}</PaymentPartsProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
