import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type Resolver } from 'react-hook-form';
import { bookingKinds, fixtureName, type BookingType, type Fixture, type FixtureTicketsWords } from '@portal/contract';
import { KindEnquiryForm } from '@/components/kind-booking/kind-enquiry-form';
import { useKindEnquiryForm } from '@/components/kind-booking/use-kind-enquiry-form';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import { formatIstDateTime } from '@/lib/format-ist';
import type { CurrentUser } from '@/lib/session';
import { useCreateShapedEnquiry } from '../shaped-enquiry-api';
import type { FixtureTicketsRules } from './fixture-tickets-types';
import { takeRequestedFixture } from './requested-fixture';

/** The match tapped in the list, when it is still open for requests. */
const initialFixture = (fixtures: readonly Fixture[]) => {
  const id = takeRequestedFixture();
  return fixtures.some((f) => f.id === id) ? id! : '';
};

export interface FixtureTicketsFormValues {
  first_name: string;
  last_name: string;
  mobile_number: string;
  email: string;
  bin_used: string;
  fixture_id: string;
  stand: string;
  tickets: string;
  agree_terms: boolean;
}

/** The contract's payload, with the fixture rules the API runs too (the fixture still open, a stand it offers). */
export function fixtureTicketsResolver(
  rules: FixtureTicketsRules,
  fixtures: readonly Fixture[],
  now: () => Date,
): Resolver<FixtureTicketsFormValues> {
  const schema = rules.schemas.payload.superRefine((form, ctx) => {
    for (const issue of rules.ruleIssues(form, fixtures, now()))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
  return zodResolver(schema) as unknown as Resolver<FixtureTicketsFormValues>;
}

export interface FixtureTicketsFormProps {
  type: BookingType;
  words: FixtureTicketsWords;
  rules: FixtureTicketsRules;
  user: CurrentUser & { bin: string };
  fixtures: Fixture[];
  onDone: () => void;
}

/** A fixture still open for requests, a stand it offers, and the tickets; the contact is the signed-in user's. */
export function FixtureTicketsForm({ type, words, rules, user, fixtures, onDone }: FixtureTicketsFormProps) {
  const resolver = useMemo(() => fixtureTicketsResolver(rules, fixtures, () => new Date()), [rules, fixtures]);
  const ticketChoices = Array.from({ length: rules.facts.maxTickets }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  const { form, errors, frame } = useKindEnquiryForm({
    user,
    resolver,
    create: useCreateShapedEnquiry<Record<string, unknown>, { id: string }>(type),
    checkout: bookingKinds[type].paths.checkout,
    onDone,
    defaults: { fixture_id: initialFixture(fixtures), stand: '', tickets: '1', agree_terms: false },
    toPayload: (values: FixtureTicketsFormValues) => ({
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
    <KindEnquiryForm {...frame} submit={words.submit} terms={{ input: register('agree_terms'), error: errors.agree_terms?.message }}>
      <SelectField
        label="Match"
        error={errors.fixture_id?.message}
        hint={fixture && `${fixture.stadium}, ${fixture.city}`}
        className="sm:col-span-2"
        input={register('fixture_id', { onChange: () => setValue('stand', '') })}
        options={fixtures.map((f) => ({ value: f.id, label: `${fixtureName(f)}, ${formatIstDateTime(f.starts_at)}` }))}
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
        errorId={`${bookingKinds[type].purpose}-tickets-error`}
      />
    </KindEnquiryForm>
  );
}
