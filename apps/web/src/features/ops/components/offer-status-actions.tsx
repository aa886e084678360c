import type { ManagedOffer, OfferStatus } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useChangeOfferStatus } from '../api/change-offer-status';

/** How each move reads on its button: going live from a draft is the admin's approval. */
const moveLabel = (from: OfferStatus, to: OfferStatus) =>
  to === 'live' ? (from === 'draft' ? 'Approve' : 'Resume') : to === 'paused' ? 'Pause' : 'Expire';

/** The moves the server says this user may make (a merchant: pause, resume; the admin: approve, pause, expire). */
export function OfferStatusActions({ offer }: { offer: Pick<ManagedOffer, 'id' | 'name' | 'status' | 'next_statuses'> }) {
  const change = useChangeOfferStatus();
  if (offer.next_statuses.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {offer.next_statuses.map((to) => (
        <Button
          key={to}
          // The visible word begins the name; the offer's name tells apart the buttons of a list.
          aria-label={`${moveLabel(offer.status, to)} ${offer.name}`}
          variant={to === 'live' ? 'primary' : to === 'expired' ? 'danger' : 'secondary'}
          busy={change.isPending && change.variables?.status === to}
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { id: offer.id, status: to },
              { onSuccess: (changed) => toast.success(changed.msg), onError: (error) => toast.error(error.message) },
            )
          }
        >
          {moveLabel(offer.status, to)}
        </Button>
      ))}
    </div>
  );
}
