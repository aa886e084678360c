import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { clientOfferSettingsSchema, integrationModeOf, messages, type ClientConfig, type ClientOfferSettings } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { toast } from '@/lib/toast';
import { useUpdateClientSettings } from '../api/update-client-settings';

type SettingsInput = z.input<typeof clientOfferSettingsSchema>;

const modeLabels = [
  { value: 'first8', label: 'First 8 digits of the card' },
  { value: 'first6', label: 'First 6 digits of the card' },
  { value: 'first4_last4', label: 'First 4 and last 4 digits of the card' },
] as const;

const formOf = (config: ClientConfig): SettingsInput => ({
  integration_mode: integrationModeOf(config),
  bin_messages: { ...config.bin_messages },
  sms_template_id: config.sms_template_id,
  texts: { ...config.texts },
  theme: { ...config.theme },
});

const textField = 'Enter the message (up to 300 characters).';
const colourField = 'Choose a colour.';

/** The client's offer settings (PUT /api/core/client) on the contract's schema, filled from the configuration. */
export function ClientSettingsForm({ config }: { config: ClientConfig }) {
  const form = useForm<SettingsInput, unknown, ClientOfferSettings>({
    resolver: zodResolver(clientOfferSettingsSchema),
    defaultValues: formOf(config),
  });
  const update = useUpdateClientSettings();
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toast.success(messages.clientSettingsSaved);
        form.reset(formOf(saved));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Client settings" className="flex flex-col gap-8">
      <section className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">Card eligibility</h2>
        <RadioGroupField
          legend="How an offer redemption checks the card"
          rowClassName="flex flex-col gap-1"
          input={form.register('integration_mode')}
          options={modeLabels}
        />
        <FormField label="Message when the first 8 digits match no card" error={errors.bin_messages?.invalid_card && textField}>
          <textarea rows={2} className={inputClass} {...form.register('bin_messages.invalid_card')} />
        </FormField>
        <FormField label="Message when the first 6 digits match no card" error={errors.bin_messages?.first6 && textField}>
          <textarea rows={2} className={inputClass} {...form.register('bin_messages.first6')} />
        </FormField>
        <FormField label="Message when the first 4 and last 4 digits match no card" error={errors.bin_messages?.first4_last4 && textField}>
          <textarea rows={2} className={inputClass} {...form.register('bin_messages.first4_last4')} />
        </FormField>
      </section>
      <section className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">Messages</h2>
        <FormField
          label="SMS template id"
          hint="Empty: the SMS provider's default template."
          error={errors.sms_template_id && 'Enter up to 60 characters.'}
        >
          <input type="text" autoComplete="off" className={inputClass} {...form.register('sms_template_id')} />
        </FormField>
        <FormField label="Tagline" error={errors.texts?.tagline && 'Enter the tagline.'}>
          <input type="text" className={inputClass} {...form.register('texts.tagline')} />
        </FormField>
        <FormField label="Golf terms (PDF address)" error={errors.texts?.golf_terms_pdf && 'Enter the address.'}>
          <input type="text" className={inputClass} {...form.register('texts.golf_terms_pdf')} />
        </FormField>
        <FormField label="Airport concierge terms (PDF address)" error={errors.texts?.concierge_terms_pdf && 'Enter the address.'}>
          <input type="text" className={inputClass} {...form.register('texts.concierge_terms_pdf')} />
        </FormField>
        <FormField label="Airport transfer terms (PDF address)" error={errors.texts?.transfer_terms_pdf && 'Enter the address.'}>
          <input type="text" className={inputClass} {...form.register('texts.transfer_terms_pdf')} />
        </FormField>
      </section>
      <fieldset className="flex flex-wrap gap-6">
        <legend className="mb-2 text-lg font-semibold">Theme</legend>
        <FormField label="Primary colour" error={errors.theme?.primary && colourField}>
          <input type="color" className="h-11 w-20" {...form.register('theme.primary')} />
        </FormField>
        <FormField label="Text on primary" error={errors.theme?.primary_contrast && colourField}>
          <input type="color" className="h-11 w-20" {...form.register('theme.primary_contrast')} />
        </FormField>
        <FormField label="Accent colour" error={errors.theme?.accent && colourField}>
          <input type="color" className="h-11 w-20" {...form.register('theme.accent')} />
        </FormField>
      </fieldset>
      {update.error && (
        <p role="alert" className="text-sm text-red-700">
          {update.error.message}
        </p>
      )}
      <div>
        <Button type="submit" busy={update.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
