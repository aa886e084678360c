import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The first step of a redeem or a claim: what it is about, the API's refusal if any, and Send code. */
export function SendCodeStep({
  failure,
  busy,
  onSend,
  children,
}: {
  failure?: string;
  busy: boolean;
  onSend: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      {children}
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      )}
      <Button onClick={onSend} busy={busy}>
        Send code
      </Button>
    </div>
  );
}
