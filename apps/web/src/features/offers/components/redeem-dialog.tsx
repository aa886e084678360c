import type { OfferDetail } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useRedeemOffer } from '../api/redeem-offer';
import { CounterPass } from './counter-pass';
import { offerAtMerchant } from './offer-title';
import { OtpConfirmForm } from './otp-confirm-form';
import { SendCodeStep } from './send-code-step';
import { useOtpConfirmed } from './use-otp-confirmed';
import { VoucherCode } from './voucher-code';

/**
 * Redeeming an offer (its own chunk, opened signed in): confirm, then the code sent to the cardholder's mobile,
 * then the voucher (copy and QR) or, for show-and-save, what to show at the counter. The API's refusals (sold out,
 * limit reached, not for these cards, a wrong or used code) are shown in its words.
 */
export default function RedeemDialog({ offer, onClose }: { offer: OfferDetail; onClose: () => void }) {
  const { step, failure, pending, otpForm, sendCode } = useOtpConfirmed(useRedeemOffer(), { offerId: offer.id });

  return (
    <Dialog open onClose={onClose} title="Redeem offer" description={offerAtMerchant(offer.name, offer.merchant.name)}>
      {step.kind === 'start' && (
        <SendCodeStep failure={failure} busy={pending} onSend={sendCode}>
          <p className="text-stone-800">We will send a one-time code to your registered mobile number to confirm it is you.</p>
          {offer.redemptions_left !== null && (
            <p className="text-sm text-stone-700">
              You can redeem this offer {offer.redemptions_left} more {offer.redemptions_left === 1 ? 'time' : 'times'}.
            </p>
          )}
        </SendCodeStep>
      )}
      {otpForm && <OtpConfirmForm {...otpForm} submitLabel="Confirm and redeem" />}
      {step.kind === 'done' && (
        <div className="flex flex-col gap-4">
          <p role="status" className="font-medium text-green-800">
            {step.answer.msg}
          </p>
          {step.answer.data.voucher_code ? (
            <VoucherCode code={step.answer.data.voucher_code} withQr />
          ) : (
            <CounterPass redemption={step.answer.data} />
          )}
          <div>
            <h3 className="mb-1 font-medium">How to use it</h3>
            <p className="text-sm whitespace-pre-line text-stone-800">{offer.redemption_steps}</p>
          </div>
          <Link to={paths.myBenefits} className="text-center text-accent underline" onClick={onClose}>
            See it in My benefits
          </Link>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      )}
    </Dialog>
  );
}
