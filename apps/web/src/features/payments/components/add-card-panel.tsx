import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { cardFormSchemaAt, cardNetworkOf, messages, type CardDetails, type CardForm } from '@portal/contract';
import { useClientConfig } from '@/api/get-client-config';
import { getCardDetails } from '../api/get-card-details';
import { CardPaymentFields } from '@/components/card-payment/card-payment-fields';
import { Button } from '@/components/ui/button';
import DialogPanel from '@/components/ui/dialog-panel';
import { rupees } from '@/lib/format';
import { CardNetworkIcon } from './card-network-icon';

const emptyCard: CardForm = { name: '', card_number: '', expiry: '', cvv: '', save_card: false };

export interface AddCardPanelProps {
  open: boolean;
  onClose: () => void;
  amount: number;
  paying: boolean;
  onPay: (card: CardForm, details?: CardDetails) => void;
}

/** Spec 02 §2 add-new-card side panel: opening it clears the card data and the form. */
export default function AddCardPanel({ open, onClose, amount, paying, onPay }: AddCardPanelProps) {
  const form = useForm<CardForm>({ resolver: zodResolver(cardFormSchemaAt(new Date())), defaultValues: emptyCard });
  const { register, handleSubmit, reset, setFocus, control } = form;
  const [details, setDetails] = useState<CardDetails>();
  const [cardError, setCardError] = useState<string>();
  const lookedUpBin = useRef('');
  // Spec 02 §8: 'Invalid Card' is one of the client's configured bin messages.
  const invalidCard = useClientConfig().data?.bin_messages.invalid_card ?? messages.invalidCard;

  useEffect(() => {
    if (!open) return;
    reset(emptyCard);
    setDetails(undefined);
    setCardError(undefined);
    lookedUpBin.current = '';
  }, [open, reset]);

  const cardNumber = useWatch({ control, name: 'card_number' });
  useEffect(() => {
    const bin = cardNumber.replace(/\D/g, '').slice(0, 8);
    if (bin.length < 8 || bin === lookedUpBin.current) return;
    lookedUpBin.current = bin;
    getCardDetails(bin)
      .then((found) => {
        setDetails(found);
        setCardError(found.status === 1 ? undefined : invalidCard);
      })
      .catch(() => {
        setDetails(undefined);
        setCardError(invalidCard);
      });
  }, [cardNumber, invalidCard]);

  const submit = handleSubmit((card) => {
    if (cardError) {
      setFocus('card_number');
      return;
    }
    onPay(card, details);
  });

  return (
    <DialogPanel open={open} onClose={onClose} title="Add new card" description={messages.premiumCardsNote} placement="side">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <CardPaymentFields
          form={form}
          cardNumberError={cardError}
          cardNumberAside={<CardNetworkIcon network={cardNetworkOf(cardNumber)} />}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-5 w-5" {...register('save_card')} /> Save this card for faster payments
        </label>
        <Button type="submit" busy={paying}>
          Pay {rupees(amount)}
        </Button>
      </form>
    </DialogPanel>
  );
}
