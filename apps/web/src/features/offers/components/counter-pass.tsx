import { lazy, Suspense, useEffect, useState } from 'react';
import { counterPassCode, istFormat, maskedCardNumber, messages, type Redemption } from '@portal/contract';

import { offerAtMerchant } from './offer-title';

const QrCode = lazy(() => import('./qr-code'));

const liveTimeFormat: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
};

/** The time now, moved every second while the pass is on screen. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * What a "show and save" offer shows at the counter: the pass code (the redemption, as the merchant's list shows
 * it) with its QR, the card it was redeemed with (masked) and a clock that ticks, so a screenshot is told apart
 * from the live screen.
 */
export function CounterPass({ redemption }: { redemption: Redemption }) {
  const now = useNow();
  const code = counterPassCode(redemption.id);
  return (
    <section
      aria-label={`Counter pass for ${redemption.offer_name}`}
      className="flex flex-col items-center gap-3 rounded-xl border-2 border-brand bg-white p-4 text-center"
    >
      <p className="font-medium text-stone-900">{messages.offerShowAtCounter}</p>
      <p className="text-sm text-stone-700">{offerAtMerchant(redemption.offer_name, redemption.merchant_name)}</p>
      <Suspense fallback={<div className="size-44" aria-hidden="true" />}>
        <QrCode value={code} label={`QR code of pass ${code}`} />
      </Suspense>
      <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-1 text-left">
        <dt className="text-sm text-stone-700">Pass code</dt>
        <dd className="font-mono text-lg font-semibold tracking-wider text-stone-900">{code}</dd>
        <dt className="text-sm text-stone-700">Card</dt>
        <dd className="font-mono text-stone-900">{maskedCardNumber(redemption.card_bin)}</dd>
        <dt className="text-sm text-stone-700">Live</dt>
        <dd className="flex items-center gap-2 text-stone-900">
          <span className="size-2 rounded-full bg-green-600 motion-safe:animate-pulse" aria-hidden="true" />
          <time dateTime={now.toISOString()}>{istFormat(now, liveTimeFormat)}</time>
        </dd>
      </dl>
    </section>
  );
}
