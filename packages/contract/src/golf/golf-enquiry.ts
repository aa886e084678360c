import { z } from 'zod';
import { bookingsCountSchema } from '../bookings/booking-types.ts';
import { bookingStatuses } from '../bookings/booking-status.ts';
import { golfSessionTypes } from '../catalogue/golf-constants.ts';
import {
  binField,
  emailField as emailFieldOf,
  mobileField,
  mustBeTrue,
  requestInfoContactFields,
  requiredText,
} from '../bookings/booking-fields.ts';
import { parseBookingDateTime } from '../common/date-time.ts';
import { plainText } from '../common/fields.ts';
import { messages } from '../common/messages.ts';

export const golfUserTypes = ['gentleman', 'lady', 'youth'] as const;
export const golfBookingFor = ['Self', 'other'] as const;
export type GolfUserType = (typeof golfUserTypes)[number];

const required = requiredText;
const emailField = emailFieldOf(messages.golfEmailRequired);
const optionalName = plainText({ trim: true }).max(100).optional().default('');

/** Spec 02 §3: the golf enquiry payload, as the API receives it. */
export const golfEnquiryPayloadSchema = z
  .object({
    email: emailField,
    golf_course: required(messages.golfCourseRequired),
    golf_course_id: required(messages.golfCourseRequired),
    first_name: required(messages.firstNameRequired).max(100),
    last_name: required(messages.lastNameRequired).max(100),
    mobile_number: mobileField,
    booking_type: z.enum(golfSessionTypes),
    booking_date_time: required(messages.bookingDateRequired).refine(
      (v) => parseBookingDateTime(v) !== undefined,
      messages.bookingDateRequired,
    ),
    bin_used: binField,
    user_type: z.enum(golfUserTypes, { error: messages.userTypeRequired }),
    booking_for: z.enum(golfBookingFor).default('Self'),
    guest_name: optionalName,
    club_member_name: optionalName,
    contact_info: z.boolean().default(false),
    agree_terms: mustBeTrue(messages.acceptOurConditions),
  })
  .superRefine((p, ctx) => {
    if (p.booking_type === 'play' && !p.contact_info)
      ctx.addIssue({ code: 'custom', path: ['contact_info'], message: messages.acceptConditions });
    if (p.booking_for === 'other' && !p.guest_name)
      ctx.addIssue({ code: 'custom', path: ['guest_name'], message: messages.guestNameRequired });
  });
export type GolfEnquiryPayload = z.infer<typeof golfEnquiryPayloadSchema>;

/**
 * Spec 02 §5: the play and learn forms. The date and the hour are picked separately and sent together
 * as booking_date_time; date rules that depend on "today" are checked by the form and the server.
 */
const formBase = {
  first_name: required(messages.firstNameRequired),
  last_name: required(messages.lastNameRequired),
  mobile_number: mobileField,
  email: emailField,
  bin_used: binField,
  user_type: z.enum(golfUserTypes, { error: messages.userTypeRequired }),
  golf_course_id: required(messages.golfCourseRequired),
  booking_date: required(messages.bookingDateRequired),
  booking_time: required(messages.bookingTimeRequired),
  agree_terms: z.boolean().refine((v) => v, messages.acceptOurConditions),
};

export const golfPlayFormSchema = z.object({
  ...formBase,
  club_member_name: plainText({ trim: true }).max(100),
  guest_name: plainText({ trim: true }).max(100),
  contact_info: z.boolean().refine((v) => v, messages.acceptConditions),
});
export type GolfPlayForm = z.infer<typeof golfPlayFormSchema>;

export const golfLearnFormSchema = z
  .object({
    ...formBase,
    booking_for: z.enum(golfBookingFor),
    guest_name: plainText({ trim: true }).max(100),
    // Spec 02 §5: in the learn form the contact consent has no validator.
    contact_info: z.boolean(),
  })
  .superRefine((f, ctx) => {
    if (f.booking_for === 'other' && !f.guest_name)
      ctx.addIssue({ code: 'custom', path: ['guest_name'], message: messages.guestNameRequired });
  });
export type GolfLearnForm = z.infer<typeof golfLearnFormSchema>;

/** Golf check_bin: POST /api/booking/golf_enquiries/check_bin (the spec leaves path and method unshown). */
export const golfCheckBinRequestSchema = z.object({ bin: binField });
export const golfCheckBinResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), msg: z.string(), bookings_count: bookingsCountSchema }),
  z.object({ status: z.literal('redirect'), msg: z.string(), redirect_url: z.url() }),
  z.object({ status: z.literal('error'), msg: z.string() }),
]);
export type GolfCheckBinResponse = z.infer<typeof golfCheckBinResponseSchema>;

export const golfRequestInfoSchema = z.object({
  golf_course: z.string(),
  golf_course_id: z.string(),
  city: z.string(),
  booking_type: z.enum(golfSessionTypes),
  ...requestInfoContactFields,
  user_type: z.enum(golfUserTypes),
  booking_for: z.enum(golfBookingFor),
  guest_name: z.string(),
  club_member_name: z.string(),
  contact_info: z.boolean(),
  agree_terms: z.boolean(),
});
export type GolfRequestInfo = z.infer<typeof golfRequestInfoSchema>;

/** Spec 02 §3 'Golf enquiry detail': data.attributes with request_info and booking_date_time. */
export const golfEnquiryResourceSchema = z.object({
  id: z.string(),
  type: z.literal('golf_enquiry'),
  attributes: z.object({
    reference: z.string(),
    status: z.enum(bookingStatuses),
    booking_type: z.enum(golfSessionTypes),
    booking_date_time: z.string(),
    bin_used: z.string(),
    amount: z.number(),
    request_info: golfRequestInfoSchema,
    created_at: z.string(),
  }),
});
export const golfEnquiryDetailResponseSchema = z.object({ data: golfEnquiryResourceSchema });
export const golfEnquiryCreateResponseSchema = z.object({
  status: z.literal('success'),
  msg: z.string(),
  data: golfEnquiryResourceSchema,
});
export type GolfEnquiryResource = z.infer<typeof golfEnquiryResourceSchema>;

/** The golf family's schemas, one per call (the API's kindRoutes takes them as one). */
export const golfEnquirySchemas = {
  payload: golfEnquiryPayloadSchema,
  checkBinResponse: golfCheckBinResponseSchema,
  created: golfEnquiryCreateResponseSchema,
  detail: golfEnquiryDetailResponseSchema,
};
