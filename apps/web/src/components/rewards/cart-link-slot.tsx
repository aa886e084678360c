import { lazy, Suspense } from 'react';
import { useSignedIn } from '@/lib/session';

// The link and its cart query load only for a signed-in cardholder: a visitor's home page carries none of it.
const CartLink = lazy(() => import('./cart-link').then((m) => ({ default: m.CartLink })));

/** The header's cart link with its count, for a signed-in cardholder only. */
export function CartLinkSlot({ onNavigate }: { onNavigate?: () => void }) {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <CartLink onNavigate={onNavigate} />
    </Suspense>
  );
}
