import { messages } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { requestSignIn } from '@/lib/sign-in';

/** What a signed-out visitor sees on a cardholder-only page. */
export function SignInRequired() {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-6 text-center">
      <p className="mb-4 text-stone-800">{messages.pleaseLogin}</p>
      <Button onClick={() => void requestSignIn()}>Log In</Button>
    </div>
  );
}
