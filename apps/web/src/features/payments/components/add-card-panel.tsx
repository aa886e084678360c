import { zodResolver } from '@hookform/resolvers/zod';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  cardFormSchemaAt,
  cardNetworkOf,
  formatCardNumber,
  formatExpiry,
  messages,
  CARD_NUMBER_MAX_LENGTH,
  type CardDetails,
  type CardForm,
} from '@portal/contract';
import { useClientConfig } from '@/api/get-client-config';
import { getCardDetails } from '../api/get-card-details';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
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
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    control,
    formState: { errors },
  } = useForm<CardForm>({
    resolver: zodResolver(cardFormSchemaAt(new Date())),
    defaultValues: emptyCard,
  });
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
  const expiry = useWatch({ control, name: 'expiry' });
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

  const numberField = register('card_number');
  const expiryField = register('expiry');
  const submit = handleSubmit((card) => {
    if (cardError) {
      setFocus('card_number');
      return;
    }
    onPay(card, details);
  });

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col overflow-y-auto bg-white p-5 shadow-xl">
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-semibold">Add new card</RadixDialog.Title>
            <RadixDialog.Close aria-label="Close" className="-m-2 rounded p-2 text-2xl leading-none text-stone-600 hover:bg-stone-100">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="mb-4 text-sm text-stone-700">{messages.premiumCardsNote}</RadixDialog.Description>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <FormField label="Name on card" error={errors.name?.message}>
              <input className={inputClass} autoComplete="cc-name" {...register('name')} />
            </FormField>
            <div className="flex items-start gap-2">
              <FormField label="Card number" error={errors.card_number?.message ?? cardError} className="flex-1">
                <input
                  className={inputClass}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  maxLength={CARD_NUMBER_MAX_LENGTH}
                  {...numberField}
                  onChange={(event) =>
                    setValue('card_number', formatCardNumber(event.target.value), { shouldValidate: Boolean(errors.card_number) })
                  }
                />
              </FormField>
              <span className="mt-9 min-w-10">
                <CardNetworkIcon network={cardNetworkOf(cardNumber)} />
              </span>
            </div>
            <div className="grid grid-cols-2 gap-4">
              <FormField label="Expiry (MM/YY)" error={errors.expiry?.message}>
                <input
                  className={inputClass}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  maxLength={5}
                  placeholder="MM/YY"
                  {...expiryField}
                  onChange={(event) =>
                    setValue('expiry', formatExpiry(event.target.value, expiry), { shouldValidate: Boolean(errors.expiry) })
                  }
                />
              </FormField>
              <FormField label="CVV" error={errors.cvv?.message}>
                <input
                  className={inputClass}
                  type="password"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  {...register('cvv')}
                />
              </FormField>
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="h-5 w-5" {...register('save_card')} /> Save this card for faster payments
            </label>
            <Button type="submit" busy={paying}>
              Pay {rupees(amount)}
            </Button>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
