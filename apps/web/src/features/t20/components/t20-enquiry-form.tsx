import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { bookingKinds, T20_MAX_TICKETS, t20MatchName, type T20Fixture } from '@portal/contract';
import { KindEnquiryForm } from '@/components/kind-booking/kind-enquiry-form';
import { useKindEnquiryForm } from '@/components/kind-booking/use-kind-enquiry-form';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import { formatIstDateTime } from '@/lib/format-ist';
import type { CurrentUser } from '@/lib/session';
import { useCreateT20Enquiry } from '../api/create-t20-enquiry';
import { t20Resolver, type T20FormValues } from './t20-form-schema';

export interface T20EnquiryFormProps {
  user: CurrentUser & { bin: string };
  fixtures: T20Fixture[];
  onDone: () => void;
}

const ticketChoices = Array.from({ length: T20_MAX_TICKETS }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** A match still open for requests, a stand it offers, 1 or 2 tickets; the contact is the signed-in user's. */
export function T20EnquiryForm({ user, fixtures, onDone }: T20EnquiryFormProps) {
  const resolver = useMemo(() => t20Resolver(fixtures, () => new Date()), [fixtures]);
  const { form, errors, frame } = useKindEnquiryForm({
    user,
    resolver,
    create: useCreateT20Enquiry(),
    checkout: bookingKinds.T20Enquiry.paths.checkout,
    onDone,
    defaults: { fixture_id: '', stand: '', tickets: '1', agree_terms: false },
    toPayload: (values: T20FormValues) => ({
      fixture_id: values.fixture_id,
      stand: values.stand,
      tickets: Number(values.tickets),
      agree_terms: values.agree_terms,
    }),
  });
  const { register, control, setValue } = form;
  const fixtureId = useWatch({ control, name: 'fixture_id' });
  const fixture = fixtures.find((f) => f.id === fixtureId);

  return (
    <KindEnquiryForm {...frame} submit="Send ticket request" terms={{ input: register('agree_terms'), error: errors.agree_terms?.message }}>
      <SelectField
        label="Match"
        error={errors.fixture_id?.message}
        hint={fixture && `${fixture.stadium}, ${fixture.city}`}
        className="sm:col-span-2"
        input={register('fixture_id', { onChange: () => setValue('stand', '') })}
        options={fixtures.map((f) => ({ value: f.id, label: `${t20MatchName(f)}, ${formatIstDateTime(f.starts_at)}` }))}
        placeholder="Select a match"
      />
      <SelectField
        label="Stand"
        error={errors.stand?.message}
        input={register('stand')}
        options={fixture?.stands ?? []}
        placeholder={fixture ? 'Select a stand' : 'Select a match first'}
      />
      <RadioGroupField
        legend="Tickets"
        input={register('tickets')}
        options={ticketChoices}
        error={errors.tickets?.message}
        errorId="t20-tickets-error"
      />
    </KindEnquiryForm>
  );
}
