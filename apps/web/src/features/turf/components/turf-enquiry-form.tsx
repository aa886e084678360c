import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  bookingKinds,
  firstTurfDate,
  formatBookingDateTime,
  turfHours,
  turfSportLabels,
  TURF_MAX_PLAYERS,
  TURF_MIN_PLAYERS,
  type TurfSport,
  type TurfVenue,
} from '@portal/contract';
import { BookingDateField } from '@/components/kind-booking/booking-date-field';
import { KindEnquiryForm } from '@/components/kind-booking/kind-enquiry-form';
import { useKindEnquiryForm } from '@/components/kind-booking/use-kind-enquiry-form';
import { FormField, inputClass } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { formatIstTime } from '@/lib/format-ist';
import type { CurrentUser } from '@/lib/session';
import { useCreateTurfEnquiry } from '../api/create-turf-enquiry';
import { venuesByCity } from './turf-venues-by-city';
import { turfResolver, type TurfFormValues } from './turf-form-schema';

export interface TurfEnquiryFormProps {
  user: CurrentUser & { bin: string };
  venues: TurfVenue[];
  onDone: () => void;
}

/** City, then a venue there, a sport it offers, a day, an hour slot and the players; the contact is the signed-in user's. */
export function TurfEnquiryForm({ user, venues, onDone }: TurfEnquiryFormProps) {
  const resolver = useMemo(() => turfResolver(venues, () => new Date()), [venues]);
  const { form, errors, frame } = useKindEnquiryForm({
    user,
    resolver,
    create: useCreateTurfEnquiry(),
    checkout: bookingKinds.TurfEnquiry.paths.checkout,
    onDone,
    rename: { booking_date_time: 'booking_date' },
    defaults: { city: '', turf_venue_id: '', sport: '', booking_date: '', booking_hour: '', players: '', agree_terms: false },
    toPayload: (values: TurfFormValues) => ({
      turf_venue_id: values.turf_venue_id,
      sport: values.sport as TurfSport,
      booking_date_time: formatBookingDateTime({ date: values.booking_date, hour: Number(values.booking_hour), minute: 0 }),
      players: Number(values.players),
      agree_terms: values.agree_terms,
    }),
  });
  const { register, control, setValue } = form;
  const [minDate] = useState(() => firstTurfDate(new Date()));
  const [city, venueId] = useWatch({ control, name: ['city', 'turf_venue_id'] });
  const cities = venuesByCity(venues);
  const here = cities.find(([name]) => name === city)?.[1] ?? [];
  const venue = venues.find((v) => v.id === venueId);
  const resetBelow = (fields: ('turf_venue_id' | 'sport' | 'booking_hour')[]) => fields.forEach((f) => setValue(f, ''));

  return (
    <KindEnquiryForm
      {...frame}
      submit="Send booking request"
      terms={{ input: register('agree_terms'), error: errors.agree_terms?.message }}
    >
      <SelectField
        label="City"
        error={errors.city?.message}
        input={register('city', { onChange: () => resetBelow(['turf_venue_id', 'sport', 'booking_hour']) })}
        options={cities.map(([name]) => name)}
        placeholder="Select a city"
      />
      <SelectField
        label="Turf"
        error={errors.turf_venue_id?.message}
        hint={venue?.address}
        input={register('turf_venue_id', { onChange: () => resetBelow(['sport', 'booking_hour']) })}
        options={here.map((v) => ({ value: v.id, label: v.name }))}
        placeholder={city ? 'Select a turf' : 'Select a city first'}
      />
      <SelectField
        label="Sport"
        error={errors.sport?.message}
        input={register('sport')}
        options={(venue?.sports ?? []).map((s) => ({ value: s, label: turfSportLabels[s] }))}
        placeholder="Select a sport"
      />
      <FormField label="Players" error={errors.players?.message} hint="From 2 to 22, you included.">
        <input
          type="number"
          inputMode="numeric"
          min={TURF_MIN_PLAYERS}
          max={TURF_MAX_PLAYERS}
          className={inputClass}
          {...register('players')}
        />
      </FormField>
      <BookingDateField control={control} firstDate={minDate} error={errors.booking_date?.message} />
      <SelectField
        label="Hour slot"
        error={errors.booking_hour?.message}
        hint="Each slot is one hour."
        input={register('booking_hour')}
        options={(venue ? turfHours(venue) : []).map((h) => ({
          value: String(h),
          label: `${formatIstTime(h)} to ${formatIstTime((h + 1) % 24)}`,
        }))}
        placeholder={venue ? 'Select a slot' : 'Select a turf first'}
      />
    </KindEnquiryForm>
  );
}
