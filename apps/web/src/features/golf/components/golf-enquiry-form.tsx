import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import {
  bookingKinds,
  firstGolfDate,
  formatBookingDateTime,
  GOLF_ADVANCE_DAYS,
  golfHours,
  golfLearnFormSchema,
  golfPlayFormSchema,
  golfUserTypes,
  isCourseClosedOn,
  messages,
  type GolfSessionType,
  type GolfUserType,
} from '@portal/contract';
import { BookingDateField } from '@/components/kind-booking/booking-date-field';
import { KindEnquiryForm } from '@/components/kind-booking/kind-enquiry-form';
import { useKindEnquiryForm } from '@/components/kind-booking/use-kind-enquiry-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormComboboxField } from '@/components/ui/form-combobox-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { slotValue, TimeField } from '@/components/ui/time-field';
import { withDateWindow } from '@/lib/form-rules';
import type { CurrentUser } from '@/lib/session';
import { useCreateGolfEnquiry } from '../api/create-golf-enquiry';
import type { GolfCourseItem } from '../api/get-golf-courses';

export interface GolfFormValues {
  first_name: string;
  last_name: string;
  mobile_number: string;
  email: string;
  bin_used: string;
  user_type: string;
  golf_course_id: string;
  booking_date: string;
  booking_time: string;
  booking_for: 'Self' | 'other';
  guest_name: string;
  club_member_name: string;
  contact_info: boolean;
  agree_terms: boolean;
}

const userTypeLabels: Record<(typeof golfUserTypes)[number], string> = { gentleman: 'Gentleman', lady: 'Lady', youth: 'Youth' };
const userTypeChoices = golfUserTypes.map((type) => ({ value: type, label: userTypeLabels[type] }));
const bookingForChoices = [
  { value: 'Self', label: 'Myself' },
  { value: 'other', label: 'Someone else' },
];
// The radio groups take the form's whole width, their choices wrapping.
const wideRow = { className: 'sm:col-span-2', rowClassName: 'flex flex-wrap gap-4' };
// Tee times on the hour; the form holds the hour ('7').
const teeTimes = golfHours.map((hour) => ({ hour, minute: 0 }));

/** The form's date rules depend on today and on the chosen course, so they sit on top of the contract schema. */
function resolverFor(bookingType: GolfSessionType, courses: GolfCourseItem[]) {
  const base = bookingType === 'play' ? golfPlayFormSchema : golfLearnFormSchema;
  const schema = base.superRefine((form, ctx) => {
    const course = courses.find((c) => c.external_id === form.golf_course_id);
    if (course && form.booking_date && isCourseClosedOn(course, form.booking_date)) {
      ctx.addIssue({ code: 'custom', path: ['golf_course_id'], message: messages.golfCourseClosed });
    }
  });
  return withDateWindow(zodResolver(schema) as unknown as Resolver<GolfFormValues>, 'booking_date', GOLF_ADVANCE_DAYS, () => new Date());
}

export interface GolfEnquiryFormProps {
  bookingType: GolfSessionType;
  user: CurrentUser & { bin: string };
  courses: GolfCourseItem[];
  onDone: () => void;
}

/** Spec 02 §5 'Golf forms': the play and learn request forms, pre-filled and locked from the stored user. */
export function GolfEnquiryForm({ bookingType, user, courses, onDone }: GolfEnquiryFormProps) {
  const resolver = useMemo(() => resolverFor(bookingType, courses), [bookingType, courses]);
  const { form, errors, frame } = useKindEnquiryForm({
    user,
    resolver,
    create: useCreateGolfEnquiry(),
    checkout: bookingKinds.GolfEnquiry.paths.checkout,
    onDone,
    failed: messages.somethingWentWrongPlay,
    // Server field names that differ from the form's.
    rename: { booking_date_time: 'booking_date', golf_course: 'golf_course_id' },
    defaults: {
      user_type: '',
      golf_course_id: '',
      booking_date: '',
      booking_time: '',
      booking_for: 'Self',
      guest_name: '',
      club_member_name: '',
      contact_info: false,
      agree_terms: false,
    },
    toPayload: (values: GolfFormValues) => {
      const course = courses.find((c) => c.external_id === values.golf_course_id)!;
      return {
        golf_course: course.gc_name,
        golf_course_id: course.external_id,
        booking_type: bookingType,
        booking_date_time: formatBookingDateTime({ date: values.booking_date, hour: Number(values.booking_time), minute: 0 }),
        user_type: values.user_type as GolfUserType,
        booking_for: bookingType === 'learn' ? values.booking_for : 'Self',
        guest_name: values.guest_name,
        club_member_name: bookingType === 'play' ? values.club_member_name : '',
        contact_info: values.contact_info,
        agree_terms: values.agree_terms,
      };
    },
  });
  const { register, control } = form;
  const bookingFor = useWatch({ control, name: 'booking_for' });
  const [minDate] = useState(() => firstGolfDate(new Date()));
  const courseChoices = useMemo(() => courses.map((c) => ({ value: c.external_id, label: `${c.gc_name}, ${c.city}` })), [courses]);

  return (
    <KindEnquiryForm {...frame} submit="Send booking request">
      <RadioGroupField
        legend="You are"
        {...wideRow}
        input={register('user_type')}
        options={userTypeChoices}
        error={errors.user_type?.message}
        errorId="golf-user-type-error"
      />
      {bookingType === 'learn' && (
        <RadioGroupField legend="The lesson is for" {...wideRow} input={register('booking_for')} options={bookingForChoices} />
      )}

      <FormComboboxField
        control={control}
        name="golf_course_id"
        label="Golf course"
        error={errors.golf_course_id?.message}
        className="sm:col-span-2"
        options={courseChoices}
        placeholder="Type a course or a city"
      />
      <BookingDateField control={control} firstDate={minDate} advanceDays={GOLF_ADVANCE_DAYS} error={errors.booking_date?.message} />
      <Controller
        control={control}
        name="booking_time"
        render={({ field }) => (
          <TimeField
            label="Booking time"
            className="sm:col-span-2"
            slots={teeTimes}
            name={field.name}
            value={field.value ? slotValue({ hour: Number(field.value), minute: 0 }) : ''}
            onChange={(slot) => field.onChange(slot ? String(slot.hour) : '')}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.booking_time?.message}
          />
        )}
      />

      {bookingType === 'play' && (
        <FormField
          label="Club member name (optional)"
          error={errors.club_member_name?.message}
          hint="A club member playing with you comes as your guest."
        >
          <input className={inputClass} autoComplete="off" {...register('club_member_name')} />
        </FormField>
      )}
      {(bookingType === 'play' || bookingFor === 'other') && (
        <FormField label={bookingType === 'play' ? 'Guest name (optional)' : 'Guest name'} error={errors.guest_name?.message}>
          <input className={inputClass} autoComplete="off" {...register('guest_name')} />
        </FormField>
      )}

      <div className="flex flex-col gap-3 sm:col-span-2">
        <CheckboxField input={register('contact_info')} error={errors.contact_info?.message}>
          I agree to be contacted by phone, SMS or e-mail about this request.
        </CheckboxField>
        <CheckboxField input={register('agree_terms')} error={errors.agree_terms?.message}>
          I accept the{' '}
          <a href="/docs/golf-terms.pdf" target="_blank" rel="noreferrer" className="text-accent underline">
            golf terms and conditions
          </a>
          .
        </CheckboxField>
      </div>
    </KindEnquiryForm>
  );
}
