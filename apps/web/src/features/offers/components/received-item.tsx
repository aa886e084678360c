import { messages, type Redemption } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useGiftCard } from '../api/get-gift-card';
import { useResendVoucher } from '../api/resend-voucher';
import { CounterPass } from './counter-pass';
import { GiftCardFacts } from './gift-card-facts';
import { OfferTypeBadge } from './offer-type-badge';
import { VoucherCode } from './voucher-code';

const statusWords: Partial<Record<Redemption['status'], string>> = {
  completed: 'Received',
  pending: 'Being issued',
  failed: 'Could not be issued',
};
const when = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** An issued card's facts; until the provider fulfils it, what is happening instead (no code is shown before). */
function GiftCardOf({ id }: { id: string }) {
  const card = useGiftCard(id);
  if (!card.data) return null;
  if (card.data.status === 'pending') return <p className="text-sm text-stone-800">{messages.giftCardPending}</p>;
  if (card.data.status === 'failed') return <p className="text-sm text-red-800">{messages.giftCardFailed}</p>;
  return <GiftCardFacts card={card.data} />;
}

/**
 * One voucher, coupon, show-and-save or gift card the cardholder received: its code with its QR and resending it
 * (3 an hour), or a show-and-save's counter pass.
 */
export function ReceivedItem({ redemption }: { redemption: Redemption }) {
  const resend = useResendVoucher();
  return (
    <article aria-labelledby={`received-${redemption.id}`} className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`received-${redemption.id}`} className="font-semibold">
          <Link to={paths.offer(redemption.offer_id)} className="underline-offset-2 hover:underline">
            {redemption.offer_name}
          </Link>
        </h3>
        <OfferTypeBadge type={redemption.offer_type} />
      </div>
      <p className="text-sm text-stone-700">
        {redemption.merchant_name} · {statusWords[redemption.status] ?? redemption.status} on {when(redemption.created_at)}
      </p>
      {redemption.voucher_code && (
        <>
          <VoucherCode code={redemption.voucher_code} withQr />
          <Button
            variant="ghost"
            aria-label={`Resend the code of ${redemption.offer_name}`}
            busy={resend.isPending}
            onClick={() => resend.mutate(redemption.offer_id)}
          >
            Resend the code
          </Button>
          {resend.isSuccess && (
            <p role="status" className="text-sm text-green-800">
              {resend.data.msg}
            </p>
          )}
          {resend.isError && (
            <p role="alert" className="text-sm text-red-800">
              {resend.error.message}
            </p>
          )}
        </>
      )}
      {redemption.offer_type === 'show_and_save' && redemption.status === 'completed' && <CounterPass redemption={redemption} />}
      {redemption.gift_card_id && <GiftCardOf id={redemption.gift_card_id} />}
    </article>
  );
}
