import { useEffect, useRef } from 'react';
import { messages } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { requestSignIn } from '@/lib/sign-in';

/** Spec 02 §6: any booking page needs a signed-in user; the sign-in dialog opens at once. */
export function SignInRequired() {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void requestSignIn();
  }, []);
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert">{messages.pleaseLogin}</p>
      <Button onClick={() => void requestSignIn()}>Log In</Button>
    </div>
  );
}
