import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { preloadDialog } from '@/components/ui/dialog';
import { registerSignInOpener, type SignInResult } from '@/lib/sign-in';
import { useOffersHandOff } from './use-offers-hand-off';
import { useSessionRules } from './use-session-rules';

const SignInDialog = lazy(() => import('./sign-in-dialog'));

interface OpenRequest {
  width?: number;
  resolve: (result: SignInResult) => void;
}

/**
 * Mounted once in the layout: opens the sign-in dialog for any flow (loading its chunk on first use),
 * applies the 401 and expiry rules, and runs the offers hand-off.
 */
export function SignInHost() {
  const [request, setRequest] = useState<OpenRequest>();
  const pending = useRef<OpenRequest>(undefined);
  useEffect(() => {
    registerSignInOpener(
      (options) =>
        new Promise<SignInResult>((resolve) => {
          // The modal's own chunk comes with the sign-in one, not after it.
          void preloadDialog().catch(() => {});
          // One dialog at a time: an earlier caller still waiting is told it closed.
          pending.current?.resolve('redirect');
          pending.current = { width: options?.width, resolve };
          setRequest(pending.current);
        }),
    );
  }, []);
  useSessionRules();
  useOffersHandOff();

  if (!request) return null;
  const close = (result: SignInResult) => {
    pending.current = undefined;
    setRequest(undefined);
    request.resolve(result);
  };
  return (
    <Suspense fallback={null}>
      <SignInDialog width={request.width} onClose={close} />
    </Suspense>
  );
}
