import { useState } from 'react';
import { messages, type OfferDetail, type Redemption } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useRedeemOffer } from '../api/redeem-offer';
import { OtpConfirmForm } from './otp-confirm-form';
import { VoucherCode } from './voucher-code';

type Step = { kind: 'confirm' } | { kind: 'otp'; token: string; notice: string } | { kind: 'done'; redemption: Redemption; msg: string };

/**
 * Redeeming an offer (its own chunk, opened signed in): confirm, then the code sent to the cardholder's mobile,
 * then the voucher (copy and QR) or, for show-and-save, what to show at the counter. The API's refusals (sold out,
 * limit reached, not for these cards, a wrong or used code) are shown in its words.
 */
export default function RedeemDialog({ offer, onClose }: { offer: OfferDetail; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const [failure, setFailure] = useState<string>();
  const redeem = useRedeemOffer();
  const [resending, setResending] = useState(false);

  const sendCode = (fromOtpStep: boolean) => {
    setFailure(undefined);
    if (fromOtpStep) setResending(true);
    redeem.mutate(
      { offerId: offer.id },
      {
        onSuccess: (answer) => {
          if (answer.status === 'otp_required') setStep({ kind: 'otp', token: answer.token, notice: answer.msg });
        },
        onError: (error) => setFailure(error.message),
        onSettled: () => setResending(false),
      },
    );
  };
  const confirm = (token: string, code: string) => {
    setFailure(undefined);
    redeem.mutate(
      { offerId: offer.id, token, otp_confirmation: code },
      {
        onSuccess: (answer) => {
          if (answer.status === 'success') setStep({ kind: 'done', redemption: answer.data, msg: answer.msg });
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title="Redeem offer" description={`${offer.name} at ${offer.merchant.name}`}>
      {step.kind === 'confirm' && (
        <div className="flex flex-col gap-4">
          <p className="text-stone-800">We will send a one-time code to your registered mobile number to confirm it is you.</p>
          {offer.redemptions_left !== null && (
            <p className="text-sm text-stone-700">
              You can redeem this offer {offer.redemptions_left} more {offer.redemptions_left === 1 ? 'time' : 'times'}.
            </p>
          )}
          {failure && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
              {failure}
            </p>
          )}
          <Button onClick={() => sendCode(false)} busy={redeem.isPending}>
            Send code
          </Button>
        </div>
      )}
      {step.kind === 'otp' && (
        <OtpConfirmForm
          notice={step.notice}
          failure={failure}
          busy={redeem.isPending && !resending}
          resending={resending}
          submitLabel="Confirm and redeem"
          onConfirm={(code) => confirm(step.token, code)}
          onResend={() => sendCode(true)}
        />
      )}
      {step.kind === 'done' && (
        <div className="flex flex-col gap-4">
          <p role="status" className="font-medium text-green-800">
            {step.msg}
          </p>
          {step.redemption.voucher_code ? (
            <VoucherCode code={step.redemption.voucher_code} withQr />
          ) : (
            <p className="rounded-md bg-stone-100 p-3 text-stone-900">{messages.offerShowAtCounter}</p>
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
