import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { formatCardNumber, formatExpiry, CARD_NUMBER_MAX_LENGTH, type CardForm } from '@portal/contract';
import { FormField, inputClass } from '@/components/ui/form-field';

export interface CardPaymentFieldsProps {
  form: Pick<UseFormReturn<CardForm>, 'register' | 'setValue' | 'getValues' | 'formState'>;
  /** Said under the card number when the form finds nothing wrong with it (the BIN look-up's 'Invalid Card'). */
  cardNumberError?: string;
  /** Shown beside the card number (its network's logo). */
  cardNumberAside?: ReactNode;
}

/**
 * A new card for a payment, on the contract's card form: the name, the number (grouped as it is typed), the expiry
 * (MM/YY as it is typed) and the CVV. The card number, CVV and expiry are never stored by the portal.
 */
export function CardPaymentFields({ form, cardNumberError, cardNumberAside }: CardPaymentFieldsProps) {
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const numberField = register('card_number');
  const expiryField = register('expiry');
  return (
    <>
      <FormField label="Name on card" error={errors.name?.message}>
        <input className={inputClass} autoComplete="cc-name" {...register('name')} />
      </FormField>
      <div className="flex items-start gap-2">
        <FormField label="Card number" error={errors.card_number?.message ?? cardNumberError} className="flex-1">
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
        {cardNumberAside && <span className="mt-9 min-w-10">{cardNumberAside}</span>}
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
              setValue('expiry', formatExpiry(event.target.value, getValues('expiry')), { shouldValidate: Boolean(errors.expiry) })
            }
          />
        </FormField>
        <FormField label="CVV" error={errors.cvv?.message}>
          <input className={inputClass} type="password" inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...register('cvv')} />
        </FormField>
      </div>
    </>
  );
}
