import { useParams } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useConsoleOffer } from '../api/get-console-offer';
import { useEditOffer } from '../api/save-offer';
import { OfferForm, offerToForm } from '../components/offer-form';
import { OfferStatusActions } from '../components/offer-status-actions';
import { OfferStatusBadge } from '../components/offer-status-badge';
import { StockLine } from '../components/stock-line';
import { VoucherUpload } from '../components/voucher-upload';

/** One offer: its status and actions, its stock and voucher upload, and its fields to edit. */
export default function OpsOfferPage() {
  const { id = '' } = useParams<{ id: string }>();
  const offer = useConsoleOffer(id);
  const save = useEditOffer();
  if (offer.isPending) return <Spinner label="Loading offer" />;
  if (offer.error)
    return (
      <Page title="Offer">
        <p role="alert" className="text-red-700">
          {offer.error.message}
        </p>
      </Page>
    );
  const data = offer.data;
  return (
    <Page title={data.name}>
      <div className="mb-6 flex flex-col gap-3">
        <div>
          <OfferStatusBadge status={data.status} />
        </div>
        <StockLine offer={data} />
        <OfferStatusActions offer={data} />
      </div>
      {data.offer_type === 'voucher' && (
        <section aria-labelledby="vouchers" className="mb-8 rounded-lg border border-stone-300 bg-white p-4">
          <h2 id="vouchers" className="mb-4 text-lg font-semibold">
            Upload voucher codes
          </h2>
          <VoucherUpload offerId={data.id} onLoaded={() => void offer.refetch()} />
        </section>
      )}
      {data.status !== 'expired' && (
        <section aria-labelledby="edit-offer" className="rounded-lg border border-stone-300 bg-white p-4">
          <h2 id="edit-offer" className="mb-4 text-lg font-semibold">
            Edit the offer
          </h2>
          <OfferForm
            key={data.id}
            merchantId={data.merchant_id}
            initial={offerToForm(data)}
            submitLabel="Save changes"
            busy={save.isPending}
            error={save.error}
            editing
            onSubmit={({ merchant_id: _merchant, offer_type: _type, status: _status, ...changes }) =>
              save.mutate({ id: data.id, changes }, { onSuccess: (saved) => toast.success(saved.msg) })
            }
          />
        </section>
      )}
    </Page>
  );
}
