import { useState } from 'react';
import type { ManagedOffer, OfferStatus } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useChangeOfferStatus } from '../api/change-offer-status';

/** How each move reads on its button: going live from a draft is the admin's approval. */
const moveLabel = (from: OfferStatus, to: OfferStatus) =>
  to === 'live' ? (from === 'draft' ? 'Approve' : 'Resume') : to === 'paused' ? 'Pause' : 'Expire';

type Offer = Pick<ManagedOffer, 'id' | 'name' | 'status' | 'next_statuses'>;

/**
 * The moves the server says this user may make (a merchant: pause, resume; the admin: approve, pause, expire).
 * Expiring cannot be undone, so it is never a row's button: a list (`inList`) leaves it to the offer's page, where
 * it is a quiet secondary action that asks once more before it ends the offer.
 */
export function OfferStatusActions({ offer, inList = false }: { offer: Offer; inList?: boolean }) {
  const change = useChangeOfferStatus();
  const [confirming, setConfirming] = useState(false);
  const moves = offer.next_statuses.filter((to) => !(inList && to === 'expired'));
  if (moves.length === 0) return null;
  const move = (to: OfferStatus) =>
    change.mutate(
      { id: offer.id, status: to },
      {
        onSuccess: (changed) => {
          setConfirming(false);
          toast.success(changed.msg);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {moves.map((to) => (
          <Button
            key={to}
            // The visible word begins the name; the offer's name tells apart the buttons of a list.
            aria-label={`${moveLabel(offer.status, to)} ${offer.name}`}
            variant={to === 'live' ? 'primary' : 'secondary'}
            busy={change.isPending && change.variables?.status === to}
            disabled={change.isPending || (to === 'expired' && confirming)}
            onClick={() => (to === 'expired' ? setConfirming(true) : move(to))}
          >
            {moveLabel(offer.status, to)}
          </Button>
        ))}
      </div>
      {confirming && (
        <div role="group" aria-label="Confirm expiry" className="flex flex-col gap-2 rounded-lg border border-red-700 bg-red-50 p-3">
          <p className="text-sm text-red-950">
            Expire {offer.name}? Cardholders can no longer see or redeem it, and it cannot be made live again.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" busy={change.isPending} disabled={change.isPending} onClick={() => move('expired')}>
              Yes, expire the offer
            </Button>
            <Button variant="secondary" disabled={change.isPending} onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
