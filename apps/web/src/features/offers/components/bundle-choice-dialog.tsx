import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { BundleGroup, OfferDetail } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { offerQueryOptions } from '../api/get-offer';
import { useSelectBundleOffer } from '../api/select-bundle-offer';
import { GiftCardClaim } from './gift-card-claim';
import { useViewer } from './use-viewer';

/** Choosing one of a bundle group's offers: a gift card is claimed with a code; another offer is added to the cardholder's benefits. */
export default function BundleChoiceDialog({ group, onClose }: { group: BundleGroup; onClose: () => void }) {
  const viewer = useViewer();
  const offers = useQueries({ queries: group.offer_ids.map((id) => offerQueryOptions(id, viewer)) });
  const [chosen, setChosen] = useState<OfferDetail>();
  const select = useSelectBundleOffer();
  const loaded = offers.flatMap((q) => (q.data ? [q.data] : []));

  return (
    <Dialog open onClose={onClose} title={group.name} description={group.description}>
      {chosen?.offer_type === 'gift_card' ? (
        <div className="flex flex-col gap-3">
          <p className="font-medium">{chosen.name}</p>
          <GiftCardClaim offer={chosen} group={group} />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {offers.some((q) => q.isPending) && <Spinner label="Loading the offers" />}
          {select.isSuccess && (
            <p role="status" className="font-medium text-green-800">
              {select.data.msg}{' '}
              {chosen && (
                <Link to={paths.offer(chosen.id)} className="text-accent underline" onClick={onClose}>
                  Redeem {chosen.name}
                </Link>
              )}
            </p>
          )}
          {select.isError && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
              {select.error.message}
            </p>
          )}
          <ul className="flex flex-col gap-2">
            {loaded.map((offer) => (
              <li key={offer.id} className="flex items-center justify-between gap-3 rounded-md border border-stone-200 p-3">
                <div className="min-w-0">
                  <p className="font-medium">{offer.name}</p>
                  <p className="text-sm text-stone-700">{offer.merchant.name}</p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={`Choose ${offer.name}`}
                  busy={select.isPending && select.variables.offerId === offer.id}
                  onClick={() => {
                    setChosen(offer);
                    if (offer.offer_type !== 'gift_card') select.mutate({ offerId: offer.id, bundleGroupId: group.id });
                  }}
                >
                  Choose
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
