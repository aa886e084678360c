import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { clientOfferSettingsSchema, integrationModeOf, messages, type ClientConfig, type ClientOfferSettings } from '@portal/contract';
import { FormField, inputClass } from '@/components/ui/form-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { toast } from '@/lib/toast';
import { useUpdateClientSettings } from '../api/update-client-settings';
import { FormSubmit } from './form-submit';

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

// The fields that differ only in name, label and what their refusal says: one table each, one markup each.
const binMessageFields = [
  { name: 'bin_messages.invalid_card', label: 'Message when the first 8 digits match no card' },
  { name: 'bin_messages.first6', label: 'Message when the first 6 digits match no card' },
  { name: 'bin_messages.first4_last4', label: 'Message when the first 4 and last 4 digits match no card' },
] as const;

const textFields = [
  { name: 'texts.tagline', label: 'Tagline', help: 'Enter the tagline.' },
  { name: 'texts.golf_terms_pdf', label: 'Golf terms (PDF address)', help: 'Enter the address.' },
  { name: 'texts.concierge_terms_pdf', label: 'Airport concierge terms (PDF address)', help: 'Enter the address.' },
  { name: 'texts.transfer_terms_pdf', label: 'Airport transfer terms (PDF address)', help: 'Enter the address.' },
] as const;

const colourFields = [
  { name: 'theme.primary', label: 'Primary colour' },
  { name: 'theme.primary_contrast', label: 'Text on primary' },
  { name: 'theme.accent', label: 'Accent colour' },
] as const;

/** The client's offer settings (PUT /api/core/client) on the contract's schema, filled from the configuration. */
export function ClientSettingsForm({ config }: { config: ClientConfig }) {
  const form = useForm<SettingsInput, unknown, ClientOfferSettings>({
    resolver: zodResolver(clientOfferSettingsSchema),
    defaultValues: formOf(config),
  });
  const update = useUpdateClientSettings();
  // A refused field says in words how to put it right (zod's own messages are for developers).
  const refusal = (name: Path<SettingsInput>, words: string) => (form.getFieldState(name, form.formState).invalid ? words : undefined);
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
        {binMessageFields.map(({ name, label }) => (
          <FormField key={name} label={label} error={refusal(name, textField)}>
            <textarea rows={2} className={inputClass} {...form.register(name)} />
          </FormField>
        ))}
      </section>
      <section className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">Messages</h2>
        <FormField
          label="SMS template id"
          hint="Empty: the SMS provider's default template."
          error={refusal('sms_template_id', 'Enter up to 60 characters.')}
        >
          <input type="text" autoComplete="off" className={inputClass} {...form.register('sms_template_id')} />
        </FormField>
        {textFields.map(({ name, label, help }) => (
          <FormField key={name} label={label} error={refusal(name, help)}>
            <input type="text" className={inputClass} {...form.register(name)} />
          </FormField>
        ))}
      </section>
      <fieldset className="flex flex-wrap gap-6">
        <legend className="mb-2 text-lg font-semibold">Theme</legend>
        {colourFields.map(({ name, label }) => (
          <FormField key={name} label={label} error={refusal(name, colourField)}>
            <input type="color" className="h-11 w-20" {...form.register(name)} />
          </FormField>
        ))}
      </fieldset>
      <FormSubmit refusal={update.error?.message} busy={update.isPending}>
        Save settings
      </FormSubmit>
    </form>
  );
}
