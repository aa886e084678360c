import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { T20_MAX_TICKETS, t20MatchName, type T20Fixture } from '@portal/contract';
import { KindContactFields } from '@/components/kind-booking/kind-contact-fields';
import { TermsCheckbox } from '@/components/kind-booking/terms-checkbox';
import { useKindEnquiryForm } from '@/components/kind-booking/use-kind-enquiry-form';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { formatIstDateTime } from '@/lib/format-ist';
import type { CurrentUser } from '@/lib/session';
import { useCreateT20Enquiry } from '../api/create-t20-enquiry';
import { t20Resolver, type T20FormValues } from './t20-form-schema';

export interface T20EnquiryFormProps {
  user: CurrentUser & { bin: string };
  fixtures: T20Fixture[];
  onDone: () => void;
}

const ticketChoices = Array.from({ length: T20_MAX_TICKETS }, (_, i) => String(i + 1));

/** A match still open for requests, a stand it offers, 1 or 2 tickets; the contact is the signed-in user's. */
export function T20EnquiryForm({ user, fixtures, onDone }: T20EnquiryFormProps) {
  const resolver = useMemo(() => t20Resolver(fixtures, () => new Date()), [fixtures]);
  const { form, contact, onSubmit, pending } = useKindEnquiryForm({
    user,
    resolver,
    create: useCreateT20Enquiry(),
    checkout: paths.t20Checkout,
    onDone,
    defaults: { fixture_id: '', stand: '', tickets: '1', agree_terms: false },
    toPayload: (values: T20FormValues) => ({
      first_name: values.first_name,
      last_name: values.last_name,
      mobile_number: values.mobile_number,
      email: values.email,
      bin_used: values.bin_used,
      fixture_id: values.fixture_id,
      stand: values.stand,
      tickets: Number(values.tickets),
      agree_terms: values.agree_terms,
    }),
  });
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const fixtureId = useWatch({ control, name: 'fixture_id' });
  const fixture = fixtures.find((f) => f.id === fixtureId);

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2">
      <KindContactFields {...contact} />
      <FormField
        label="Match"
        error={errors.fixture_id?.message}
        hint={fixture && `${fixture.stadium}, ${fixture.city}`}
        className="sm:col-span-2"
      >
        <select className={inputClass} {...register('fixture_id', { onChange: () => setValue('stand', '') })}>
          <option value="">Select a match</option>
          {fixtures.map((f) => (
            <option key={f.id} value={f.id}>
              {t20MatchName(f)}, {formatIstDateTime(f.starts_at)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Stand" error={errors.stand?.message}>
        <select className={inputClass} {...register('stand')}>
          <option value="">{fixture ? 'Select a stand' : 'Select a match first'}</option>
          {(fixture?.stands ?? []).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset aria-describedby={errors.tickets ? 't20-tickets-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">Tickets</legend>
        <div className="flex gap-4">
          {ticketChoices.map((n) => (
            <label key={n} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" value={n} {...register('tickets')} aria-invalid={errors.tickets ? true : undefined} />
              {n}
            </label>
          ))}
        </div>
        {errors.tickets && (
          <p id="t20-tickets-error" role="alert" className="text-sm text-red-700">
            {errors.tickets.message}
          </p>
        )}
      </fieldset>
      <TermsCheckbox input={register('agree_terms')} error={errors.agree_terms?.message} className="sm:col-span-2" />
      <Button type="submit" busy={pending} className="sm:col-span-2">
        Send ticket request
      </Button>
    </form>
  );
}
