import { lazy, Suspense, useState } from 'react';
import { messages } from '@portal/contract';
import { Button } from '@/components/ui/button';

const QrCode = lazy(() => import('./qr-code'));

/** A voucher's or coupon's code: large, with a copy button and (in the redeem dialog) a QR code to scan at the till. */
export function VoucherCode({ code, withQr = false }: { code: string; withQr?: boolean }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // Without clipboard access the code stays on screen to copy by hand.
      setCopied(false);
    }
  };
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-stone-400 bg-stone-50 p-4">
      <p className="text-sm text-stone-700">Your code</p>
      <p className="font-mono text-2xl font-semibold tracking-wider break-all text-stone-900" data-testid="voucher-code">
        {code}
      </p>
      <Button variant="secondary" onClick={() => void copy()} aria-label={`Copy code ${code}`}>
        Copy code
      </Button>
      <p aria-live="polite" className="text-sm text-green-800">
        {copied ? messages.offerCodeCopied : ''}
      </p>
      {withQr && (
        <Suspense fallback={<div className="size-44" aria-hidden="true" />}>
          <QrCode value={code} label={`QR code of ${code}`} />
        </Suspense>
      )}
    </div>
  );
}
