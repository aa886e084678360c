import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  blankOffer,
  offerCreateSchema,
  offerTypes,
  type ManagedOffer,
  type OfferCreate,
  type OfferCreateInput as OfferFormInput,
  type OfferType,
} from '@portal/contract';
import { useCards } from '@/api/get-cards';
import { FormDateField } from '@/components/ui/form-date-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { ApiError } from '@/lib/api-client';
import { useCategories } from '../api/list-categories';
import { useMerchants } from '../api/list-merchants';
import { NamedRecordSelect } from './named-record-select';
import { OfferOptionsField } from './offer-options-field';
import { FormSubmit } from './form-submit';

export const offerTypeLabels: Record<OfferType, string> = {
  voucher: 'Voucher (a code from an uploaded pool)',
  coupon: 'Coupon (one shared code)',
  show_and_save: 'Show and save (no code)',
  gift_card: 'Gift card',
};

/**
 * What each field's refusal says: the contract's schema decides whether a value is right; these say in words how
 * to put it right (zod's own messages are for developers).
 */
const fieldHelp: Partial<Record<keyof OfferFormInput, string>> = {
  merchant_id: 'Choose the merchant.',
  category_id: 'Choose a category.',
  name: "Enter the offer's name (up to 120 characters).",
  description: 'Keep the description under 2,000 characters.',
  terms: 'Keep the terms under 5,000 characters.',
  redemption_steps: 'Keep the redemption steps under 2,000 characters.',
  per_user_limit: 'Enter a whole number from 1 to 100.',
  valid_from: 'Enter the first day the offer can be used.',
  valid_to: 'The last day must be on or after the first day.',
  coupon_code: 'Enter the code every cardholder will use (up to 64 characters).',
  card_product_ids: 'Choose the cards, or none for every card.',
};

export const offerToForm = (offer: ManagedOffer): OfferFormInput => ({
  merchant_id: offer.merchant_id,
  category_id: offer.category_id,
  name: offer.name,
  description: offer.description,
  terms: offer.terms,
  redemption_steps: offer.redemption_steps,
  offer_type: offer.offer_type,
  card_product_ids: offer.card_product_ids,
  per_user_limit: offer.per_user_limit,
  valid_from: offer.valid_from.slice(0, 10),
  valid_to: offer.valid_to.slice(0, 10),
  options: offer.options,
  // An edit never sends the status: approving and pausing are their own actions.
  status: 'draft',
});

export interface OfferFormProps {
  /** A merchant's user files offers under its own merchant only; an admin chooses. */
  merchantId?: string;
  initial?: OfferFormInput;
  /** An existing offer keeps its type (its pool or code depends on it). */
  editing?: boolean;
  submitLabel: string;
  busy: boolean;
  error?: Error | null;
  onSubmit: (offer: OfferCreate) => void;
}

/** An offer's fields on the contract's schema (`offerCreateSchema`): the same rules the API applies. */
export function OfferForm({ merchantId, initial, editing = false, submitLabel, busy, error, onSubmit }: OfferFormProps) {
  const form = useForm<OfferFormInput, unknown, OfferCreate>({
    resolver: zodResolver(offerCreateSchema),
    defaultValues: initial ?? blankOffer(merchantId),
  });
  const categories = useCategories();
  const cards = useCards();
  const merchants = useMerchants(!merchantId);
  const { errors } = form.formState;
  const help = (field: keyof OfferFormInput) => (errors[field] ? fieldHelp[field] : undefined);
  const isCoupon = useWatch({ control: form.control, name: 'offer_type' }) === 'coupon';
  const submit = form.handleSubmit((values) => {
    // Only a coupon has a shared code; a field left from another type is not sent.
    const { coupon_code, ...rest } = values;
    onSubmit(values.offer_type === 'coupon' ? { ...rest, coupon_code } : rest);
  });
  const serverFields = error instanceof ApiError ? error.fields : undefined;
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {!merchantId && (
        <NamedRecordSelect label="Merchant" records={merchants.data} input={form.register('merchant_id')} error={help('merchant_id')} />
      )}
      <NamedRecordSelect label="Category" records={categories.data} input={form.register('category_id')} error={help('category_id')} />
      <FormField label="Offer name" error={help('name')} className="sm:col-span-2">
        <input type="text" className={inputClass} {...form.register('name')} />
      </FormField>
      <FormField label="Description" error={help('description')} className="sm:col-span-2">
        <textarea rows={3} className={inputClass} {...form.register('description')} />
      </FormField>
      <FormField label="Terms and conditions" error={help('terms')} className="sm:col-span-2">
        <textarea rows={4} className={inputClass} {...form.register('terms')} />
      </FormField>
      <FormField label="How to redeem" error={help('redemption_steps')} className="sm:col-span-2">
        <textarea rows={3} className={inputClass} {...form.register('redemption_steps')} />
      </FormField>
      {editing ? (
        <p className="sm:col-span-2">
          <span className="text-sm font-medium text-stone-800">Offer type: </span>
          {offerTypeLabels[form.getValues('offer_type')]}
        </p>
      ) : (
        <RadioGroupField
          legend="Offer type"
          className="sm:col-span-2"
          rowClassName="flex flex-col gap-1"
          input={form.register('offer_type')}
          options={offerTypes.map((type) => ({ value: type, label: offerTypeLabels[type] }))}
        />
      )}
      {isCoupon && (
        <FormField label="Coupon code" error={help('coupon_code') ?? serverFields?.coupon_code?.[0]}>
          <input type="text" autoComplete="off" className={inputClass} {...form.register('coupon_code')} />
        </FormField>
      )}
      <FormField label="Redemptions per cardholder" error={help('per_user_limit')}>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          className={inputClass}
          {...form.register('per_user_limit', { valueAsNumber: true })}
        />
      </FormField>
      {/* dd/mm/yyyy with a calendar, as every date of the console reads (a native date input follows the desk's locale). */}
      <FormDateField control={form.control} name="valid_from" label="First day" error={help('valid_from')} />
      <FormDateField control={form.control} name="valid_to" label="Last day" error={help('valid_to')} />
      <OfferOptionsField control={form.control} register={form.register} errors={errors.options} />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">Cards that may use it</legend>
        <p className="mb-2 text-xs text-stone-600">Choose none for every card.</p>
        <div className="flex flex-wrap gap-x-4">
          {(cards.data ?? []).map((card) => (
            <label key={card.id} className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" value={card.id} {...form.register('card_product_ids')} />
              {card.name} ({card.category})
            </label>
          ))}
        </div>
      </fieldset>
      <FormSubmit refusal={error?.message} busy={busy} cellClassName="sm:col-span-2">
        {submitLabel}
      </FormSubmit>
    </form>
  );
}
