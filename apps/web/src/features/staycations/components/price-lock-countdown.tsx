import { useEffect, useRef, useState } from 'react';
import { messages } from '@portal/contract';

const remainingMs = (until: string) => Math.max(0, Date.parse(until) - Date.now());
const clock = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const minutesLeft = (ms: number) => Math.ceil(ms / 60_000);

/**
 * How long the hotel holds this price (initiate_booking's 15 minutes). The clock ticks every second for the
 * eye; screen readers hear it only when the minute changes (a polite live region), not every second.
 */
export function PriceLockCountdown({ until, onExpire }: { until: string; onExpire?: () => void }) {
  const [left, setLeft] = useState(() => remainingMs(until));
  const expired = left === 0;
  const expireRef = useRef(onExpire);
  useEffect(() => {
    expireRef.current = onExpire;
  });

  useEffect(() => {
    setLeft(remainingMs(until));
    const timer = setInterval(() => {
      const next = remainingMs(until);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  useEffect(() => {
    if (expired) expireRef.current?.();
  }, [expired]);

  const minutes = minutesLeft(left);
  return (
    <div className={`rounded-md p-3 ${expired ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-950'}`}>
      {!expired && (
        <p aria-hidden="true" className="text-lg font-semibold tabular-nums" data-testid="price-lock-clock">
          Price held for {clock(left)}
        </p>
      )}
      <p aria-live="polite" className={expired ? 'font-medium' : 'sr-only'}>
        {expired
          ? messages.hotelPriceLockExpired
          : `We hold this price for ${minutes === 1 ? 'less than a minute' : `${minutes} more minutes`}.`}
      </p>
    </div>
  );
}
