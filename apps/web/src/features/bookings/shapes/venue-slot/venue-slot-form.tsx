import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { bookingKinds, formatBookingDateTime, messages, venueSlotHours, type BookingType, type VenueSlotWords } from '@portal/contract';
import { BookingDateField } from '@/components/kind-booking/booking-date-field';
import { KindEnquiryForm } from '@/components/kind-booking/kind-enquiry-form';
import { useKindEnquiryForm } from '@/components/kind-booking/use-kind-enquiry-form';
import { FormField, inputClass } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { formatIstTime } from '@/lib/format-ist';
import { withDateWindow } from '@/lib/form-rules';
import type { CurrentUser } from '@/lib/session';
import { useCreateShapedEnquiry } from '../shaped-enquiry-api';
import { venuesByCity } from './venue-list';
import { activityNames, type SlotVenue, type VenueSlotRules } from './venue-slot-types';

export interface VenueSlotFormValues {
  first_name: string;
  last_name: string;
  mobile_number: string;
  email: string;
  bin_used: string;
  city: string;
  venue_id: string;
  sport: string;
  booking_date: string;
  booking_hour: string;
  players: string;
  agree_terms: boolean;
}

/**
 * The contract's payload with the date and hour as separate fields and the venue as `venue_id` (the payload's
 * `${venueKey}_id`), and the catalogue rules the API runs too.
 */
export function venueSlotResolver(rules: VenueSlotRules, venues: readonly SlotVenue[], now: () => Date): Resolver<VenueSlotFormValues> {
  const { idKey } = rules;
  const fields = rules.schemas.payload.shape as Record<string, z.ZodType>;
  const own = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'booking_date_time' && key !== idKey));
  const schema = z
    .object({
      ...own,
      venue_id: fields[idKey]!,
      city: z.string(),
      booking_date: z.string().min(1, messages.bookingDateRequired),
      booking_hour: z.string().min(1, rules.said.slotRequired),
    })
    .superRefine((form: Record<string, unknown>, ctx) => {
      if (!form.booking_date || !form.booking_hour) return;
      const when = { date: String(form.booking_date), hour: Number(form.booking_hour), minute: 0 };
      const payload = { [idKey]: form.venue_id, sport: String(form.sport) };
      for (const issue of rules.ruleIssues(payload as never, when, venues as never, now())) {
        const path =
          issue.field === idKey
            ? 'venue_id'
            : issue.field !== 'booking_date_time'
              ? issue.field
              : issue.message.startsWith('Choose a date')
                ? 'booking_date'
                : 'booking_hour';
        ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
      }
    });
  return withDateWindow(zodResolver(schema) as unknown as Resolver<VenueSlotFormValues>, 'booking_date', rules.facts.advanceDays, now);
}

export interface VenueSlotFormProps {
  type: BookingType;
  words: VenueSlotWords;
  rules: VenueSlotRules;
  user: CurrentUser & { bin: string };
  venues: SlotVenue[];
  onDone: () => void;
}

/** City, then a venue there, an activity it offers, a day, an hour slot and the people; the contact is the signed-in user's. */
export function VenueSlotForm({ type, words, rules, user, venues, onDone }: VenueSlotFormProps) {
  const resolver = useMemo(() => venueSlotResolver(rules, venues, () => new Date()), [rules, venues]);
  const { people } = rules.facts;
  const { form, errors, frame } = useKindEnquiryForm({
    user,
    resolver,
    create: useCreateShapedEnquiry<Record<string, unknown>, { id: string }>(type),
    checkout: bookingKinds[type].paths.checkout,
    onDone,
    rename: { booking_date_time: 'booking_date', [rules.idKey]: 'venue_id' },
    defaults: { city: '', venue_id: '', sport: '', booking_date: '', booking_hour: '', players: '', agree_terms: false },
    toPayload: (values: VenueSlotFormValues) => ({
      [rules.idKey]: values.venue_id,
      sport: values.sport,
      booking_date_time: formatBookingDateTime({ date: values.booking_date, hour: Number(values.booking_hour), minute: 0 }),
      players: Number(values.players),
      agree_terms: values.agree_terms,
    }),
  });
  const { register, control, setValue } = form;
  const [minDate] = useState(() => rules.firstDate(new Date()));
  const [city, venueId] = useWatch({ control, name: ['city', 'venue_id'] });
  const cities = venuesByCity(venues);
  const here = cities.find(([name]) => name === city)?.[1] ?? [];
  const venue = venues.find((v) => v.id === venueId);
  const resetBelow = (fields: ('venue_id' | 'sport' | 'booking_hour')[]) => fields.forEach((f) => setValue(f, ''));

  return (
    <KindEnquiryForm {...frame} submit={words.submit} terms={{ input: register('agree_terms'), error: errors.agree_terms?.message }}>
      <SelectField
        label="City"
        error={errors.city?.message}
        input={register('city', { onChange: () => resetBelow(['venue_id', 'sport', 'booking_hour']) })}
        options={cities.map(([name]) => name)}
        placeholder="Select a city"
      />
      <SelectField
        label={words.venue.label}
        error={errors.venue_id?.message}
        hint={venue?.address}
        input={register('venue_id', { onChange: () => resetBelow(['sport', 'booking_hour']) })}
        options={here.map((v) => ({ value: v.id, label: v.name }))}
        placeholder={city ? words.venue.choose : 'Select a city first'}
      />
      <SelectField
        label={words.activity.label}
        error={errors.sport?.message}
        input={register('sport')}
        options={(venue?.sports ?? []).map((s) => ({ value: s, label: activityNames(type)[s] ?? s }))}
        placeholder={words.activity.choose}
      />
      <FormField label={words.people.label} error={errors.players?.message} hint={words.people.hint}>
        <input type="number" inputMode="numeric" min={people.min} max={people.max} className={inputClass} {...register('players')} />
      </FormField>
      <BookingDateField control={control} firstDate={minDate} advanceDays={rules.facts.advanceDays} error={errors.booking_date?.message} />
      <SelectField
        label="Hour slot"
        error={errors.booking_hour?.message}
        hint="Each slot is one hour."
        input={register('booking_hour')}
        options={(venue ? venueSlotHours(venue) : []).map((h) => ({
          value: String(h),
          label: `${formatIstTime(h)} to ${formatIstTime((h + 1) % 24)}`,
        }))}
        placeholder={venue ? 'Select a slot' : words.venue.first}
      />
    </KindEnquiryForm>
  );
}
