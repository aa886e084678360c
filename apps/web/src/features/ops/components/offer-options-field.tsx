import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { OfferCreateInput as OfferFormInput } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';

/**
 * An offer's options (`master_retail_option_id`): a gift card's denominations, a voucher's variants. The cardholder
 * chooses one when redeeming; a gift card needs at least one.
 */
export function OfferOptionsField({
  control,
  register,
  errors,
}: {
  control: Control<OfferFormInput>;
  register: UseFormRegister<OfferFormInput>;
  errors: FieldErrors<OfferFormInput>['options'];
}) {
  const options = useFieldArray({ control, name: 'options' });
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">Options (denominations or variants)</legend>
      {options.fields.length === 0 && <p className="text-sm text-stone-600">None: the offer has one form.</p>}
      {options.fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-1 items-end gap-2 rounded border border-stone-200 p-2 sm:grid-cols-4">
          <FormField label={`Option ${index + 1} code`} error={errors?.[index]?.id && 'Enter a code of up to 40 characters.'}>
            <input type="text" autoComplete="off" className={inputClass} {...register(`options.${index}.id`)} />
          </FormField>
          <FormField label={`Option ${index + 1} label`} error={errors?.[index]?.label && 'Enter a label of up to 80 characters.'}>
            <input type="text" className={inputClass} {...register(`options.${index}.label`)} />
          </FormField>
          <FormField label={`Option ${index + 1} value (Rs.)`} error={errors?.[index]?.value && 'Enter a whole number of rupees.'}>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              className={inputClass}
              {...register(`options.${index}.value`, { valueAsNumber: true })}
            />
          </FormField>
          <Button variant="ghost" onClick={() => options.remove(index)}>
            Remove option {index + 1}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => options.append({ id: '', label: '', value: 0 })}>
          Add an option
        </Button>
      </div>
    </fieldset>
  );
}
