import { useState } from 'react';
import { messages, type BundleGroup, type OfferDetail } from '@portal/contract';
import { inputClass, FormField } from '@/components/ui/form-field';
import { useClaimGiftCard } from '../api/claim-gift-card';
import { GiftCardFacts } from './gift-card-facts';
import { OtpConfirmForm } from './otp-confirm-form';
import { SendCodeStep } from './send-code-step';
import { useOtpConfirmed } from './use-otp-confirmed';

/** Claiming a bundle's gift card: its value, the code sent to the cardholder's mobile, then the card (or that it is on its way). */
export function GiftCardClaim({ offer, group }: { offer: OfferDetail; group: BundleGroup }) {
  const [option, setOption] = useState('');
  const [optionError, setOptionError] = useState<string>();
  const request = { offer_id: offer.id, bundle_group_id: group.id, master_retail_option_id: option };
  const { step, failure, pending, otpForm, sendCode } = useOtpConfirmed(useClaimGiftCard(), request, () => {
    setOptionError(option ? undefined : messages.giftCardOptionRequired);
    return Boolean(option);
  });

  if (otpForm) return <OtpConfirmForm {...otpForm} submitLabel="Confirm and claim" />;
  if (step.kind === 'done') {
    const { gift_card: giftCard, msg } = step.answer;
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className={`font-medium ${giftCard.status === 'failed' ? 'text-red-800' : 'text-green-800'}`}>
          {msg}
        </p>
        {giftCard.status === 'fulfilled' && <GiftCardFacts card={giftCard} />}
      </div>
    );
  }
  return (
    <SendCodeStep failure={failure} busy={pending} onSend={sendCode}>
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
    </SendCodeStep>
  );
}
