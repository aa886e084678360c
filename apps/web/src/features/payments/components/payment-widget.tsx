import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { DEFAULT_PAYMENT_AMOUNT, messages, type CardDetails, type CardForm, type PaymentType } from '@portal/contract';
import { useUserCards } from '../api/get-user-cards';
import { makePayment } from '../api/make-payment';
import type { PaymentWidgetProps } from '@/components/checkout/payment-slot';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { rupees } from '@/lib/format';
import { newCardPaymentRequest, savedCardPaymentRequest } from './build-payment-request';
import { CardNetworkIcon } from './card-network-icon';
import { postToGateway } from '@/lib/post-to-gateway';

// The card form (react-hook-form, the zod resolver) and the eligible-cards list load only when opened.
const AddCardPanel = lazy(() => import('./add-card-panel'));
const EligibleCardsDialog = lazy(() => import('./eligible-cards-dialog').then((m) => ({ default: m.EligibleCardsDialog })));

/** Spec 02 §2 'Payment widget': saved (Prefered) or new (Credit) card, then the gateway's page. */
export function PaymentWidget({ purpose, bookingId, amount = DEFAULT_PAYMENT_AMOUNT }: PaymentWidgetProps) {
  const { data: savedCards, isPending } = useUserCards();
  const [paymentType, setPaymentType] = useState<PaymentType>();
  const [selectedToken, setSelectedToken] = useState<string>();
  const [cvv, setCvv] = useState('');
  const [cvvError, setCvvError] = useState<string>();
  const [panelOpen, setPanelOpen] = useState(false);
  const [eligibleOpen, setEligibleOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  const groupName = useId();
  const cvvId = useId();

  useEffect(() => {
    if (isPending || paymentType) return;
    setPaymentType(savedCards && savedCards.length > 0 ? 'Prefered' : 'Credit');
    setSelectedToken(savedCards?.[0]?.card_token);
  }, [isPending, savedCards, paymentType]);

  async function pay(request: () => ReturnType<typeof savedCardPaymentRequest>) {
    setPaying(true);
    try {
      postToGateway(await makePayment(await request()));
    } catch (error) {
      setPaying(false);
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong);
    }
  }

  const common = { purpose, bookingId, amount };
  const payWithSavedCard = () => {
    if (!/^\d{3,4}$/.test(cvv)) {
      setCvvError(messages.cardCvvInvalid);
      document.getElementById(cvvId)?.focus();
      return;
    }
    setCvvError(undefined);
    if (selectedToken) void pay(() => savedCardPaymentRequest(common, selectedToken, cvv));
  };
  const payWithNewCard = (card: CardForm, details?: CardDetails) => {
    void pay(() => newCardPaymentRequest(common, card, details));
  };

  if (isPending || !paymentType) return <Spinner label="Loading payment options" />;
  return (
    <section aria-label="Payment" className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4">
      <p className="text-sm text-stone-700">
        {messages.premiumCardsNote}{' '}
        <button type="button" className="text-accent underline" onClick={() => setEligibleOpen(true)}>
          {messages.eligibleCardsLinkText}
        </button>
      </p>
      <fieldset className="flex gap-6">
        <legend className="mb-2 text-sm font-medium">Payment type</legend>
        {(['Prefered', 'Credit'] as const).map((type) => (
          <label key={type} className="flex items-center gap-2">
            <input
              type="radio"
              name={groupName}
              value={type}
              checked={paymentType === type}
              onChange={() => setPaymentType(type)}
              className="h-5 w-5"
            />
            {type === 'Prefered' ? messages.paymentTypePrefered : messages.paymentTypeCredit}
          </label>
        ))}
      </fieldset>

      {paymentType === 'Prefered' ? (
        savedCards && savedCards.length > 0 ? (
          <div className="flex flex-col gap-3">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Saved cards</legend>
              {savedCards.map((card) => (
                <label key={card.card_token} className="flex items-center gap-3 rounded border border-stone-300 p-3">
                  <input
                    type="radio"
                    name={`${groupName}-card`}
                    checked={selectedToken === card.card_token}
                    onChange={() => setSelectedToken(card.card_token)}
                    className="h-5 w-5"
                  />
                  <CardNetworkIcon network={card.network} />
                  <span className="font-mono">{card.masked_number}</span>
                  <span className="text-sm text-stone-600">{card.name_on_card}</span>
                </label>
              ))}
            </fieldset>
            <FormField label="CVV" error={cvvError}>
              <input
                id={cvvId}
                className={`${inputClass} max-w-32`}
                type="password"
                inputMode="numeric"
                maxLength={4}
                autoComplete="cc-csc"
                value={cvv}
                onChange={(event) => setCvv(event.target.value.replace(/\D/g, ''))}
              />
            </FormField>
            <Button busy={paying} onClick={payWithSavedCard}>
              Pay {rupees(amount)}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-stone-700">{messages.noSavedCards}</p>
        )
      ) : (
        <Button variant="secondary" onClick={() => setPanelOpen(true)} disabled={paying}>
          Add new card
        </Button>
      )}

      <Suspense fallback={null}>
        {(panelOpen || paying) && (
          <AddCardPanel open={panelOpen} onClose={() => setPanelOpen(false)} amount={amount} paying={paying} onPay={payWithNewCard} />
        )}
        {eligibleOpen && <EligibleCardsDialog open={eligibleOpen} onClose={() => setEligibleOpen(false)} />}
      </Suspense>
    </section>
  );
}
