import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import {
  displayDate,
  firstGolfDate,
  formatBookingDateTime,
  GOLF_ADVANCE_DAYS,
  golfHours,
  golfLearnFormSchema,
  golfPlayFormSchema,
  golfUserTypes,
  isCourseClosedOn,
  messages,
  splitFullName,
  type GolfSessionType,
  type GolfUserType,
} from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormDateField } from '@/components/ui/form-date-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import { IdentityBlock, type IdentityItem } from '@/components/ui/identity-block';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useErrorsClearWhenFixed, withDateWindow } from '@/lib/form-rules';
import { formatIstTime } from '@/lib/format-ist';
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
// Server field names that differ from the form's.
const serverFieldToForm: Record<string, Path<GolfFormValues>> = { booking_date_time: 'booking_date', golf_course: 'golf_course_id' };

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
  const navigate = useNavigate();
  const createEnquiry = useCreateGolfEnquiry();
  const names = splitFullName(user.full_name ?? user.name);
  const resolver = useMemo(() => resolverFor(bookingType, courses), [bookingType, courses]);
  const form = useForm<GolfFormValues>({
    resolver,
    shouldFocusError: true,
    defaultValues: {
      first_name: names.first_name,
      last_name: names.last_name,
      mobile_number: user.mobile ?? '',
      email: user.email ?? '',
      bin_used: user.bin,
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
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = form;
  useErrorsClearWhenFixed(form);
  const bookingFor = useWatch({ control, name: 'booking_for' });
  const [minDate] = useState(() => firstGolfDate(new Date()));
  // Spec 02 §5: what sign-in knows is pre-filled and locked; a detail it lacks stays a field to fill.
  const identity: (IdentityItem & { field: keyof GolfFormValues })[] = [
    { field: 'first_name', label: 'First name', input: register('first_name'), error: errors.first_name?.message },
    { field: 'last_name', label: 'Last name', input: register('last_name'), error: errors.last_name?.message },
    { field: 'mobile_number', label: 'Mobile number', input: register('mobile_number'), error: errors.mobile_number?.message },
    { field: 'email', label: 'Email', input: register('email'), error: errors.email?.message },
    { field: 'bin_used', label: 'Card (first 8 digits)', input: register('bin_used'), error: errors.bin_used?.message },
  ];
  const known = {
    first_name: names.first_name,
    last_name: names.last_name,
    mobile_number: user.mobile,
    email: user.email,
    bin_used: user.bin,
  } as Record<string, string | null>;
  const locked = identity.filter((item) => known[item.field]);
  const open = identity.filter((item) => !known[item.field]);

  const onSubmit = handleSubmit(async (form) => {
    const course = courses.find((c) => c.external_id === form.golf_course_id)!;
    try {
      const result = await createEnquiry.mutateAsync({
        email: form.email,
        golf_course: course.gc_name,
        golf_course_id: course.external_id,
        first_name: form.first_name,
        last_name: form.last_name,
        mobile_number: form.mobile_number,
        booking_type: bookingType,
        booking_date_time: formatBookingDateTime({ date: form.booking_date, hour: Number(form.booking_time), minute: 0 }),
        bin_used: form.bin_used,
        user_type: form.user_type as GolfUserType,
        booking_for: bookingType === 'learn' ? form.booking_for : 'Self',
        guest_name: form.guest_name,
        club_member_name: bookingType === 'play' ? form.club_member_name : '',
        contact_info: form.contact_info,
        agree_terms: form.agree_terms,
      });
      if (!result.data?.id) {
        toast.error(messages.somethingWentWrongPlay);
        return;
      }
      onDone();
      void navigate(paths.golfCheckout(result.data.id));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const [field, list] of Object.entries(error.fields ?? {})) {
        const name = serverFieldToForm[field] ?? (field as Path<GolfFormValues>);
        if (list[0]) setError(name, { message: list[0] }, { shouldFocus: true });
      }
      toast.error(error.message || messages.somethingWentWrong);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2">
      <IdentityBlock items={locked} className="sm:col-span-2" />
      {open.map((item) => (
        <FormField key={item.field} label={item.label} error={item.error}>
          <input className={inputClass} {...item.input} />
        </FormField>
      ))}

      <fieldset className="sm:col-span-2" aria-describedby={errors.user_type ? 'golf-user-type-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">You are</legend>
        <div className="flex flex-wrap gap-4">
          {golfUserTypes.map((type) => (
            <label key={type} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" value={type} {...register('user_type')} aria-invalid={errors.user_type ? true : undefined} />
              {userTypeLabels[type]}
            </label>
          ))}
        </div>
        {errors.user_type && (
          <p id="golf-user-type-error" role="alert" className="text-sm text-red-700">
            {errors.user_type.message}
          </p>
        )}
      </fieldset>

      {bookingType === 'learn' && (
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">The lesson is for</legend>
          <div className="flex flex-wrap gap-4">
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" value="Self" {...register('booking_for')} />
              Myself
            </label>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" value="other" {...register('booking_for')} />
              Someone else
            </label>
          </div>
        </fieldset>
      )}

      <FormField label="Golf course" error={errors.golf_course_id?.message} className="sm:col-span-2">
        <select className={inputClass} {...register('golf_course_id')}>
          <option value="">Select a golf course</option>
          {courses.map((c) => (
            <option key={c.external_id} value={c.external_id}>
              {c.gc_name}, {c.city}
            </option>
          ))}
        </select>
      </FormField>
      <FormDateField
        control={control}
        name="booking_date"
        label="Booking date"
        firstDate={minDate}
        error={errors.booking_date?.message}
        hint={`Bookings open from ${displayDate(minDate)}.`}
      />
      <FormField label="Booking time" error={errors.booking_time?.message}>
        <select className={inputClass} {...register('booking_time')}>
          <option value="">Select a time</option>
          {golfHours.map((h) => (
            <option key={h} value={String(h)}>
              {formatIstTime(h)}
            </option>
          ))}
        </select>
      </FormField>

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
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 h-5 w-5"
            aria-invalid={errors.contact_info ? true : undefined}
            {...register('contact_info')}
          />
          <span>I agree to be contacted by phone, SMS or e-mail about this request.</span>
        </label>
        {errors.contact_info && (
          <p role="alert" className="text-sm text-red-700">
            {errors.contact_info.message}
          </p>
        )}
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 h-5 w-5"
            aria-invalid={errors.agree_terms ? true : undefined}
            {...register('agree_terms')}
          />
          <span>
            I accept the{' '}
            <a href="/docs/golf-terms.pdf" target="_blank" rel="noreferrer" className="text-accent underline">
              golf terms and conditions
            </a>
            .
          </span>
        </label>
        {errors.agree_terms && (
          <p role="alert" className="text-sm text-red-700">
            {errors.agree_terms.message}
          </p>
        )}
      </div>

      <Button type="submit" busy={createEnquiry.isPending} className="sm:col-span-2">
        Send booking request
      </Button>
    </form>
  );
}
