import { useParams } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { toast } from '@/lib/toast';
import { useConsoleOffer } from '../api/get-console-offer';
import { useConsoleMe } from '../api/use-console-me';
import { useEditOffer } from '../api/save-offer';
import { ConsolePanel } from '../components/console-panel';
import { OfferForm, offerToForm } from '../components/offer-form';
import { OfferStatusActions } from '../components/offer-status-actions';
import { OfferStatusBadge } from '../components/offer-status-badge';
import { PendingOfferChange } from '../components/pending-offer-change';
import { QueryStatusPage } from '../components/query-status';
import { StockLine } from '../components/stock-line';
import { VoucherUpload } from '../components/voucher-upload';

/**
 * One offer: its status and actions, a change waiting for the admin, its stock and voucher upload, and its fields to
 * edit. A merchant edits from what it asked for (the waiting change over the offer); the admin from the offer itself.
 */
export default function OpsOfferPage() {
  const { id = '' } = useParams<{ id: string }>();
  const offer = useConsoleOffer(id);
  const me = useConsoleMe();
  const save = useEditOffer();
  if (!offer.data) return <QueryStatusPage title="Offer" query={offer} loading="Loading offer" />;
  const data = offer.data;
  const isAdmin = me.data?.role === 'admin';
  const { coupon_code: _sealed, ...asked } = data.pending_change?.fields ?? {};
  const initial = offerToForm(isAdmin ? data : { ...data, ...asked });
  return (
    <Page title={data.name}>
      <div className="mb-6 flex flex-col gap-3">
        <div>
          <OfferStatusBadge status={data.status} />
        </div>
        <StockLine offer={data} />
        <OfferStatusActions offer={data} />
      </div>
      <PendingOfferChange offer={data} canDecide={isAdmin} />
      {data.offer_type === 'voucher' && (
        <ConsolePanel id="vouchers" title="Upload voucher codes">
          <VoucherUpload offerId={data.id} onLoaded={() => void offer.refetch()} />
        </ConsolePanel>
      )}
      {data.status !== 'expired' && (
        <ConsolePanel id="edit-offer" title="Edit the offer">
          <OfferForm
            key={`${data.id}:${data.pending_change?.id ?? ''}:${isAdmin}`}
            merchantId={data.merchant_id}
            initial={initial}
            submitLabel="Save changes"
            busy={save.isPending}
            error={save.error}
            editing
            onSubmit={({ merchant_id: _merchant, offer_type: _type, status: _status, ...changes }) =>
              save.mutate({ id: data.id, changes }, { onSuccess: (saved) => toast.success(saved.msg) })
            }
          />
        </ConsolePanel>
      )}
    </Page>
  );
}
