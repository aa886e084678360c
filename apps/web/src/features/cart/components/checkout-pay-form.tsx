import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  cardFormSchemaAt,
  formatCardNumber,
  formatExpiry,
  messages,
  toCardPaymentPayload,
  CARD_NUMBER_MAX_LENGTH,
  type CardForm,
} from '@portal/contract';
import { showApiFieldErrors } from '@/components/kind-booking/api-field-errors';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { rupees } from '@/lib/format';
import { usePayCheckout } from '../api/pay-checkout';
import { postToGateway } from '@/lib/post-to-gateway';

const emptyCard: CardForm = { name: '', card_number: '', expiry: '', cvv: '', save_card: false };

/** The card for the whole cart's one payment (the contract's card rules), then on to the gateway's page. */
export default function CheckoutPayForm({
  checkoutId,
  total,
  onTotalChanged,
}: {
  checkoutId: string;
  total: number;
  onTotalChanged: () => void;
}) {
  const pay = usePayCheckout(checkoutId);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm<CardForm>({ resolver: zodResolver(cardFormSchemaAt(new Date())), defaultValues: emptyCard });

  const submit = handleSubmit((card) => {
    const payload = toCardPaymentPayload(card, checkoutId);
    pay.mutate(
      {
        total,
        name: payload.name,
        card_number: payload.card_number,
        cvv: payload.cvv,
        expiry_month: payload.expiry_month,
        expiry_year: payload.expiry_year,
      },
      {
        onSuccess: postToGateway,
        onError: (error) => {
          if (error.message === messages.cartTotalChanged) onTotalChanged();
          showApiFieldErrors(error, setError, { expiry: 'expiry' });
        },
      },
    );
  });
  const numberField = register('card_number');
  const expiryField = register('expiry');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Pay by card" className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">{messages.premiumCardsNote}</p>
      <FormField label="Name on card" error={errors.name?.message}>
        <input className={inputClass} autoComplete="cc-name" {...register('name')} />
      </FormField>
      <FormField label="Card number" error={errors.card_number?.message}>
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
              setValue('expiry', formatExpiry(event.target.value, getValues('expiry')), { shouldValidate: Boolean(errors.expiry) })
            }
          />
        </FormField>
        <FormField label="CVV" error={errors.cvv?.message}>
          <input className={inputClass} type="password" inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...register('cvv')} />
        </FormField>
      </div>
      <Button type="submit" busy={pay.isPending}>
        Pay {rupees(total)}
      </Button>
    </form>
  );
}
