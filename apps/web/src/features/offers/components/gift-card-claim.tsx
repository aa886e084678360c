import { useState } from 'react';
import { messages, type BundleGroup, type GiftCard, type OfferDetail } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { inputClass, FormField } from '@/components/ui/form-field';
import { useClaimGiftCard } from '../api/claim-gift-card';
import { GiftCardFacts } from './gift-card-facts';
import { OtpConfirmForm } from './otp-confirm-form';

type Step = { kind: 'value' } | { kind: 'otp'; token: string; notice: string } | { kind: 'done'; giftCard: GiftCard; msg: string };

/** Claiming a bundle's gift card: its value, the code sent to the cardholder's mobile, then the card (or that it is on its way). */
export function GiftCardClaim({ offer, group }: { offer: OfferDetail; group: BundleGroup }) {
  const [step, setStep] = useState<Step>({ kind: 'value' });
  const [option, setOption] = useState('');
  const [optionError, setOptionError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [resending, setResending] = useState(false);
  const claim = useClaimGiftCard();
  const base = { offer_id: offer.id, bundle_group_id: group.id, master_retail_option_id: option };

  const sendCode = (fromOtpStep: boolean) => {
    setFailure(undefined);
    if (!option) {
      setOptionError(messages.giftCardOptionRequired);
      return;
    }
    setOptionError(undefined);
    if (fromOtpStep) setResending(true);
    claim.mutate(base, {
      onSuccess: (answer) => {
        if (answer.status === 'otp_required') setStep({ kind: 'otp', token: answer.token, notice: answer.msg });
      },
      onError: (error) => setFailure(error.message),
      onSettled: () => setResending(false),
    });
  };
  const confirm = (token: string, code: string) => {
    setFailure(undefined);
    claim.mutate(
      { ...base, token, otp_confirmation: code },
      {
        onSuccess: (answer) => {
          if (answer.status !== 'otp_required') setStep({ kind: 'done', giftCard: answer.gift_card, msg: answer.msg });
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  if (step.kind === 'otp') {
    return (
      <OtpConfirmForm
        notice={step.notice}
        failure={failure}
        busy={claim.isPending && !resending}
        resending={resending}
        submitLabel="Confirm and claim"
        onConfirm={(code) => confirm(step.token, code)}
        onResend={() => sendCode(true)}
      />
    );
  }
  if (step.kind === 'done') {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className={`font-medium ${step.giftCard.status === 'failed' ? 'text-red-800' : 'text-green-800'}`}>
          {step.msg}
        </p>
        {step.giftCard.status === 'fulfilled' && <GiftCardFacts card={step.giftCard} />}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <FormField label="Gift card value" error={optionError}>
        <select className={inputClass} value={option} onChange={(event) => setOption(event.target.value)}>
          <option value="">Choose a value</option>
          {offer.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </FormField>
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      )}
      <Button onClick={() => sendCode(false)} busy={claim.isPending}>
        Send code
      </Button>
    </div>
  );
}
