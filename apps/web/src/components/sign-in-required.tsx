import { useEffect, useRef } from 'react';
import { messages } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { requestSignIn } from '@/lib/sign-in';

/**
 * What a signed-out visitor sees on a cardholder-only page. Booking pages pass `openOnMount`
 * (spec 02 §6: a booking needs a signed-in user, so the sign-in dialog opens at once).
 */
export function SignInRequired({ openOnMount = false }: { openOnMount?: boolean }) {
  const asked = useRef(false);
  useEffect(() => {
    if (!openOnMount || asked.current) return;
    asked.current = true;
    void requestSignIn();
  }, [openOnMount]);
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-6 text-center">
      <p role="alert" className="mb-4 text-stone-800">
        {messages.pleaseLogin}
      </p>
      <Button onClick={() => void requestSignIn()}>{messages.logIn}</Button>
    </div>
  );
}
