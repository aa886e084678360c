import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import {
  AIRPORT_CONCIERGE_ALLOWED_BEFORE_DAYS,
  airportCities,
  airportsFor,
  assistanceFor,
  conciergeFormWithRules,
  firstSelectableDate,
  uploadLimitsText,
  uploadRefusal,
  messages,
  sectorsForCity,
  splitFullName,
  travelTimeSlots,
  UPLOAD_EXTENSIONS,
  type AssistanceType,
  type ConciergeAirport,
  type ConciergeFormValues,
  type TravelSector,
} from '@portal/contract';
import type { ContactValues } from '@/components/kind-booking/identity-items';
import type { IdentityItem } from '@/components/ui/identity-block';
import { KindContactFields } from '@/components/kind-booking/kind-contact-fields';
import { TravelDateTimeFields } from '@/components/airport-booking/travel-date-time-fields';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { FormComboboxField } from '@/components/ui/form-combobox-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-client';
import { useErrorsClearWhenFixed, withDateWindow } from '@/lib/form-rules';
import type { CurrentUser } from '@/lib/session';
import { requestSignIn } from '@/lib/sign-in';
import { useCreateConciergeEnquiry } from '../api/create-concierge-enquiry';
import { buildEnquiryBody } from './build-enquiry-body';
import { GuestFields } from './guest-fields';

export interface ConciergeFormProps {
  user: CurrentUser;
  bin: string;
  airports: ConciergeAirport[];
  remaining: number;
  guestsBooked: number;
  onBooked: (id: string) => void;
}

const TERMS_PDF = '/docs/airport-concierge-terms.pdf';
// The API's default upload limits (UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES), shown so nobody learns them by failing.

/** What 'No' to guests empties: the count and each guest's name and passport. */
const guestFields = [
  'guest_count',
  'guest_name_1',
  'guest_name_2',
  'guest_name_3',
  'guest_passport_1',
  'guest_passport_2',
  'guest_passport_3',
] as const satisfies readonly (keyof ConciergeFormValues)[];
// Every guest field starts empty, as 'No' to guests leaves it.
const noGuests = Object.fromEntries(guestFields.map((field) => [field, ''])) as Record<(typeof guestFields)[number], string>;

function defaults(user: CurrentUser, bin: string): ConciergeFormValues {
  const { first_name, last_name } = splitFullName(user.full_name);
  return {
    airport_vip_privileges_bin: bin,
    city: '',
    first_name,
    last_name,
    mobile_number: user.mobile ?? '',
    email: user.email ?? '',
    booking_date: '',
    booking_time_hour: '',
    booking_time_minute: '',
    travel_sector: '',
    assistance_type: '',
    airport: '',
    bookingForGuest: '',
    passport: '',
    flight_number: '',
    ...noGuests,
    uploads: [],
    agree_terms: false,
    contact_info: false,
  };
}

/** Spec 02 §5 'Airport concierge form': every field and rule, checked by the contract's schema. */
export function ConciergeForm({ user, bin, airports, remaining, guestsBooked, onBooked }: ConciergeFormProps) {
  const [now] = useState(() => new Date());
  const resolver = useMemo(
    () =>
      withDateWindow(
        zodResolver(conciergeFormWithRules({ now, airports, bookedGuests: guestsBooked })),
        'booking_date',
        AIRPORT_CONCIERGE_ALLOWED_BEFORE_DAYS,
        () => now,
      ),
    [now, airports, guestsBooked],
  );
  const form = useForm<ConciergeFormValues>({ resolver, defaultValues: defaults(user, bin) });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  useErrorsClearWhenFixed(form);
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateConciergeEnquiry(setProgress);
  const [city, sector, assistance, date, withGuests] = useWatch({
    control,
    name: ['city', 'travel_sector', 'assistance_type', 'booking_date', 'bookingForGuest'],
  });

  // Decision 030: what sign-in knows is locked in 'Your details', what it lacks is a field (the schema checks both).
  const known = defaults(user, bin);
  const items = [
    // The labels and order of every kind's block (components/kind-booking/identity-items.ts).
    { field: 'first_name', label: 'First name', input: register('first_name'), error: errors.first_name?.message },
    { field: 'last_name', label: 'Last name', input: register('last_name'), error: errors.last_name?.message },
    { field: 'mobile_number', label: 'Mobile number', input: register('mobile_number'), error: errors.mobile_number?.message },
    { field: 'email', label: 'Email', input: register('email'), error: errors.email?.message },
    {
      field: 'bin_used',
      label: 'Card (first 8 digits)',
      input: { ...register('airport_vip_privileges_bin'), maxLength: 8 },
      error: errors.airport_vip_privileges_bin?.message,
    },
  ] satisfies (IdentityItem & { field: keyof ContactValues })[];
  const knownValue: ContactValues = { ...known, bin_used: known.airport_vip_privileges_bin };
  const contact = { locked: items.filter((i) => knownValue[i.field]), open: items.filter((i) => !knownValue[i.field]) };

  const cities = airportCities(airports);
  const sectors = city ? sectorsForCity(airports, city) : [];
  const assistances = city ? assistanceFor(airports, city, (sector || undefined) as TravelSector | undefined) : [];
  const airportOptions = city
    ? airportsFor(airports, {
        city,
        sector: (sector || undefined) as TravelSector | undefined,
        assistance: (assistance || undefined) as AssistanceType | undefined,
      })
    : [];
  const cityHint = city ? undefined : messages.selectCityAbove;

  const resetBelow = (fields: (keyof ConciergeFormValues)[]) => fields.forEach((f) => setValue(f, ''));
  // Where the service is: each choice narrows the next.
  const placeSelects = [
    { name: 'city', label: 'City', options: cities, placeholder: 'Select city' },
    { name: 'travel_sector', label: 'Travel type', options: sectors, placeholder: 'Select travel type' },
    { name: 'assistance_type', label: 'Assistance type', options: assistances, placeholder: 'Select assistance type' },
  ] as const;
  const airportChoices = airportOptions.map((a) => ({ value: a.id, label: `${a.airport} - ${a.terminals.join(', ')}` }));

  const submit = handleSubmit(async (values) => {
    setProgress(0);
    try {
      const response = await create.mutateAsync(buildEnquiryBody(values, values.uploads as File[], airports));
      onBooked(response.data.data.id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        void requestSignIn({ width: 500 });
        return;
      }
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      for (const [name, list] of Object.entries(fields)) {
        if (name in values && name !== 'booking_date') setError(name as keyof ConciergeFormValues, { message: list[0] });
      }
      toast.warning(fields.booking_date?.length ? fields.booking_date.join(', ') : messages.somethingWentWrong);
    } finally {
      setProgress(null);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="Airport concierge booking">
      <KindContactFields {...contact} />

      {placeSelects.map(({ name, label, options, placeholder }, index) => (
        <SelectField
          key={name}
          label={label}
          error={errors[name]?.message}
          hint={index > 0 ? cityHint : undefined}
          // A choice clears the ones below it, which depend on it.
          input={register(name, { onChange: () => resetBelow([...placeSelects.slice(index + 1).map((below) => below.name), 'airport']) })}
          options={options}
          placeholder={placeholder}
        />
      ))}
      <FormComboboxField
        control={control}
        name="airport"
        label="Airport"
        error={errors.airport?.message}
        hint={cityHint}
        options={airportChoices}
        placeholder="Select airport"
      />

      {sector === 'International' && (
        <FormField label="Passport number" error={errors.passport?.message} className="sm:col-span-2">
          <input className={inputClass} autoComplete="off" {...register('passport')} />
        </FormField>
      )}

      <FormField
        label="Flight number (optional)"
        hint="For example AI 864: the greeter follows your flight if it is early or late."
        error={errors.flight_number?.message}
        className="sm:col-span-2"
      >
        <input className={inputClass} autoComplete="off" maxLength={10} {...register('flight_number')} />
      </FormField>

      <TravelDateTimeFields
        form={form}
        firstDate={firstSelectableDate(now, AIRPORT_CONCIERGE_ALLOWED_BEFORE_DAYS)}
        advanceDays={AIRPORT_CONCIERGE_ALLOWED_BEFORE_DAYS}
        slots={travelTimeSlots(date, now)}
        errors={{ date: errors.booking_date?.message, time: errors.booking_time_hour?.message ?? errors.booking_time_minute?.message }}
      />

      <GuestFields
        register={register}
        errors={errors}
        withGuests={withGuests === 'yes'}
        international={sector === 'International'}
        control={control}
        remaining={remaining}
        guestsBooked={guestsBooked}
        onNoGuests={() => {
          // Spec 02 §4: No clears the guest validators and resets the count to 0 and the file list.
          resetBelow([...guestFields]);
          setValue('uploads', []);
          clearErrors([...guestFields, 'uploads']);
        }}
      />

      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="uploads"
          render={({ field }) => (
            <FileDropZone
              label="Upload tickets"
              listLabel="Chosen tickets"
              files={field.value as File[]}
              inputRef={field.ref}
              progress={progress}
              error={errors.uploads?.message}
              limits={uploadLimitsText}
              accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
              check={(chosen) => uploadRefusal(field.value, chosen)}
              onChange={(files) => {
                field.onChange(files);
                clearErrors('uploads');
              }}
              onInvalid={(message) => setError('uploads', { message })}
            />
          )}
        />
      </div>

      <div className="flex flex-col gap-2 sm:col-span-2">
        <CheckboxField input={register('agree_terms')} error={errors.agree_terms?.message} labelClassName="text-sm" boxClassName="h-4 w-4">
          I agree to the{' '}
          <a className="text-accent underline" href={TERMS_PDF} target="_blank" rel="noreferrer">
            terms and conditions
          </a>{' '}
          of the airport concierge service.
        </CheckboxField>
        <CheckboxField
          input={register('contact_info')}
          error={errors.contact_info?.message}
          labelClassName="text-sm"
          boxClassName="h-4 w-4"
        >
          I agree to be contacted by the service provider about this booking.
        </CheckboxField>
      </div>

      <div className="sm:col-span-2">
        <Button type="submit" busy={create.isPending} className="w-full sm:w-auto">
          Send booking request
        </Button>
      </div>
    </form>
  );
}
