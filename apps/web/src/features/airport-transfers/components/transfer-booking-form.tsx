import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import {
  bookingKinds,
  AIRPORT_TRANSFER_ALLOWED_BEFORE_DAYS,
  BIN_LENGTH,
  TRANSFER_TRAVELLER_COUNTS,
  VEHICLE_WAIT_MINUTES,
  assistanceForTravelType,
  firstSelectableDate,
  formatBookingDateTime,
  messages,
  splitFullName,
  transferFormSchema,
  travelTypes,
  vehicleTypes,
  type AssistanceType,
  type TransferAirport,
  type TransferEnquiryRequest,
  type TransferForm,
  type TransferFormValues,
} from '@portal/contract';
import { TravelDateTimeFields } from '@/components/airport-booking/travel-date-time-fields';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { FormComboboxField } from '@/components/ui/form-combobox-field';
import { SelectField } from '@/components/ui/select-field';
import { identityItems, type ContactValues } from '@/components/kind-booking/identity-items';
import { KindContactFields } from '@/components/kind-booking/kind-contact-fields';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useErrorsClearWhenFixed, withDateWindow } from '@/lib/form-rules';
import { readCurrentUser } from '@/lib/session';
import { useCreateTransferEnquiry } from '../api/create-transfer-enquiry';
import { ConsentCheckbox } from './consent-checkbox';
import { submitFailureMessage } from './submit-failure';
import { transferOptions } from './transfer-options';

export interface TransferBookingFormProps {
  airports: TransferAirport[];
  bin: string;
  checkingBin: boolean;
  /** The card check's refusal, shown under the card field. */
  binError?: string;
  onDone: () => void;
}

/** Spec 02 §2/§3/§5 airport transfer form: every field, rule, message and hint. */
export function TransferBookingForm({ airports, bin, checkingBin, binError, onDone }: TransferBookingFormProps) {
  const navigate = useNavigate();
  const create = useCreateTransferEnquiry();
  const resolver = useMemo(
    () =>
      withDateWindow(
        zodResolver(transferFormSchema(airports, () => new Date())),
        'booking_date',
        AIRPORT_TRANSFER_ALLOWED_BEFORE_DAYS,
        () => new Date(),
      ),
    [airports],
  );
  const [user] = useState(readCurrentUser);
  const name = splitFullName(user?.full_name);
  const form = useForm<TransferForm, unknown, TransferFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      bin_used: bin,
      first_name: name.first_name,
      last_name: name.last_name,
      mobile_number: user?.mobile ?? '',
      email: user?.email ?? '',
      city: '',
      travel_type: undefined,
      vehicle_type: vehicleTypes[0],
      travel_sector: undefined,
      assistance_type: undefined,
      airport: '',
      address: '',
      flight_number: '',
      booking_date: '',
      booking_time_hour: '',
      booking_time_minute: '',
      traveller_count: undefined,
      special_request: '',
      passport: '',
      contact_info: false,
      agree_terms: false,
    },
  });
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    setError,
    trigger,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  useErrorsClearWhenFixed(form);
  const watched = useWatch({ control });
  const now = new Date();
  const options = transferOptions(
    airports,
    {
      city: watched.city ?? '',
      travel_type: watched.travel_type ?? '',
      travel_sector: watched.travel_sector ?? '',
      assistance_type: watched.assistance_type ?? '',
      booking_date: watched.booking_date ?? '',
    },
    now,
  );
  const international = watched.travel_sector === 'International';

  // Choosing a city narrows the airports; when exactly one is left it is chosen (spec 02 §4).
  const airportChoices = options.airports.join('\n');
  useEffect(() => {
    const current = getValues('airport');
    const choices = airportChoices ? airportChoices.split('\n') : [];
    if (choices.length === 1 && current !== choices[0]) setValue('airport', choices[0]!, { shouldValidate: isSubmitted });
    else if (current && !choices.includes(current)) setValue('airport', '', { shouldValidate: isSubmitted });
  }, [airportChoices, getValues, setValue, isSubmitted]);

  // The booking pattern's one rule (docs/decisions/030-booking-pattern.md): what sign-in knows is locked, a detail
  // it lacks is a field to fill. The card has its own field above (its check's spinner and 'Invalid Bin').
  const known: ContactValues = { ...name, mobile_number: user?.mobile ?? '', email: user?.email ?? '', bin_used: '' };
  const identity = identityItems(register, errors, known);
  const contact = { locked: identity.locked, open: identity.open.filter((item) => item.field !== 'bin_used') };
  const shown = (field: keyof TransferForm) => (isSubmitted || touchedFields[field] ? errors[field]?.message : undefined);

  const onValid = (form: TransferFormValues) => {
    const { booking_date, booking_time_hour, booking_time_minute, ...rest } = form;
    const enquiry: TransferEnquiryRequest = {
      ...rest,
      passport: international ? rest.passport : '',
      booking_date_time: formatBookingDateTime({
        date: booking_date,
        hour: Number(booking_time_hour),
        minute: Number(booking_time_minute),
      }),
      agree_terms: 'true',
      contact_info: 'true',
    };
    create.mutate(enquiry, {
      onSuccess: (response) => {
        onDone();
        void navigate(bookingKinds.AirportTransfer.paths.checkout(response.data.data.id));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        const binMessage = error instanceof ApiError ? error.fields?.bin_used?.[0] : undefined;
        if (binMessage) setError('bin_used', { message: binMessage });
        toast.warning(submitFailureMessage(error));
      },
    });
  };

  const cardError = binError ?? (errors.bin_used ? (errors.bin_used.message ?? messages.invalidBinDialog) : undefined);
  const linkAssistance = (travelType: string) => {
    const assistance = assistanceForTravelType[travelType as keyof typeof assistanceForTravelType];
    if (assistance) setValue('assistance_type', assistance, { shouldValidate: isSubmitted });
  };
  const linkTravelType = (assistance: string) => {
    const travelType = travelTypes.find((t) => assistanceForTravelType[t] === (assistance as AssistanceType));
    if (travelType) setValue('travel_type', travelType, { shouldValidate: isSubmitted });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4 sm:grid-cols-2" aria-label="Airport transfer booking">
      <FormField
        label="Card (first 8 digits)"
        error={cardError}
        className="sm:col-span-2"
        hint={
          checkingBin ? (
            <span className="inline-flex items-center gap-2">
              <Spinner label="Checking your card" /> Checking your card…
            </span>
          ) : undefined
        }
      >
        <input {...register('bin_used')} readOnly maxLength={BIN_LENGTH} inputMode="numeric" className={inputClass} />
      </FormField>
      <KindContactFields {...contact} />
      <SelectField
        label="Travel type"
        error={shown('travel_type')}
        input={register('travel_type', { onChange: (e) => linkAssistance(e.target.value) })}
        options={travelTypes}
        placeholder="Select travel type"
      />
      <SelectField
        label="Vehicle type"
        error={shown('vehicle_type')}
        hint={messages.transferSedanCapacity}
        input={register('vehicle_type')}
        options={vehicleTypes}
        placeholder="Select vehicle type"
      />
      <SelectField label="City" error={shown('city')} input={register('city')} options={options.cities} placeholder="Select city" />
      <SelectField
        label="Travel sector"
        error={shown('travel_sector')}
        input={register('travel_sector', {
          onChange: () => {
            if (isSubmitted) void trigger('passport');
          },
        })}
        options={options.sectors}
        placeholder="Select travel sector"
      />
      <SelectField
        label="Assistance type"
        error={shown('assistance_type')}
        input={register('assistance_type', { onChange: (e) => linkTravelType(e.target.value) })}
        options={options.assistance}
        placeholder="Select assistance type"
      />
      <FormComboboxField
        control={control}
        name="airport"
        label="Airport"
        error={shown('airport')}
        options={options.airports.map((airport) => ({ value: airport, label: airport }))}
        placeholder={watched.city ? 'Select airport' : 'Select city first'}
      />
      <FormField
        label="Address"
        error={shown('address')}
        className="sm:col-span-2"
        hint={
          watched.travel_type === 'Drop'
            ? 'Where the chauffeur picks you up.'
            : watched.travel_type === 'Pick-Up'
              ? 'Where the chauffeur takes you.'
              : undefined
        }
      >
        <textarea {...register('address')} rows={2} autoComplete="street-address" className={inputClass} />
      </FormField>
      <FormField label="Flight number" error={shown('flight_number')}>
        <input {...register('flight_number')} className={inputClass} />
      </FormField>
      <TravelDateTimeFields
        form={form}
        firstDate={firstSelectableDate(now, AIRPORT_TRANSFER_ALLOWED_BEFORE_DAYS)}
        advanceDays={AIRPORT_TRANSFER_ALLOWED_BEFORE_DAYS}
        slots={options.slots}
        errors={{ date: shown('booking_date'), time: shown('booking_time_hour') ?? shown('booking_time_minute') }}
        validate={isSubmitted}
      />
      <SelectField
        label="Accompanying guests"
        error={shown('traveller_count')}
        input={register('traveller_count')}
        options={TRANSFER_TRAVELLER_COUNTS.map(String)}
        placeholder="Select count"
      />
      {international && (
        <FormField label="Passport number" error={shown('passport')}>
          <input {...register('passport')} autoComplete="off" className={inputClass} />
        </FormField>
      )}
      <FormField label="Special request (optional)" error={shown('special_request')} className="sm:col-span-2">
        <textarea {...register('special_request')} rows={2} className={inputClass} />
      </FormField>
      <p className="text-sm text-stone-700 sm:col-span-2">{messages.transferVehicleWait(VEHICLE_WAIT_MINUTES)}</p>
      <ConsentCheckbox id="contact_info" error={shown('contact_info')} input={register('contact_info')}>
        I agree to be contacted about this booking by phone, SMS or e-mail.
      </ConsentCheckbox>
      <ConsentCheckbox id="agree_terms" error={shown('agree_terms')} input={register('agree_terms')}>
        I accept the terms and conditions of the airport transfer service.
      </ConsentCheckbox>
      <Button type="submit" busy={create.isPending} disabled={checkingBin || Boolean(binError)} className="sm:col-span-2">
        {messages.transferSubmit}
      </Button>
    </form>
  );
}
