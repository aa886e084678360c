import { useEffect, useRef, useState } from 'react';
import { messages, type HotelPriceLock } from '@portal/contract';
import { useAddCartItems } from '@/components/rewards/add-cart-items';
import { AddedToCartNote } from '@/components/rewards/added-to-cart-note';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { rupees } from '@/lib/format';
import { useNavigate } from '@/lib/router';
import { PriceLockCountdown } from './price-lock-countdown';
import type { Stay } from './stay-query';

/** The held price of a reserved room: the countdown, the cancellation policy, then add to cart (and on to it). */
export function PriceLockPanel({
  lock,
  stay,
  roomName,
  onReserveAgain,
}: {
  lock: HotelPriceLock;
  stay: Stay;
  roomName: string;
  onReserveAgain: () => void;
}) {
  const [expired, setExpired] = useState(false);
  const [problem, setProblem] = useState<string>();
  const add = useAddCartItems();
  const heading = useRef<HTMLHeadingElement>(null);
  // Reserve is pressed far down the list of rooms: the held price comes into view, and focus goes to it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  const navigate = useNavigate();
  const addToCart = (then?: () => void) =>
    add.mutate(
      { type: 'hotel', hotel_id: lock.hotel_id, rate_id: lock.rate_id, ...stay },
      {
        onSuccess: () => then?.(),
        onError: (error) => setProblem(error instanceof ApiError ? error.message : messages.somethingWentWrong),
      },
    );

  return (
    <section aria-labelledby="lock-heading" className="flex flex-col gap-3 rounded-lg border-2 border-brand bg-white p-4">
      <h2 id="lock-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        Reserved: {roomName}
      </h2>
      <p className="text-lg">
        <span className="font-semibold">{rupees(lock.price_inr)}</span> <span className="text-sm text-stone-700">for the whole stay</span>
      </p>
      <PriceLockCountdown until={lock.price_locked_until} onExpire={() => setExpired(true)} />
      <p className="text-sm text-stone-800">
        <span className="font-medium">Cancellation: </span>
        {lock.cancellation_policy.text}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {expired ? (
        <Button onClick={onReserveAgain}>Reserve again</Button>
      ) : add.isSuccess ? (
        <AddedToCartNote />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button busy={add.isPending} onClick={() => addToCart()}>
            Add to cart
          </Button>
          <Button variant="secondary" disabled={add.isPending} onClick={() => addToCart(() => void navigate('/cart'))}>
            Add to cart and check out
          </Button>
        </div>
      )}
    </section>
  );
}
