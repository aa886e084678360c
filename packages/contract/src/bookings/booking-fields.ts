import { z } from 'zod';
import { bookingsCountSchema } from './booking-types.ts';
import { bookingStatuses } from './booking-status.ts';
import { BIN_LENGTH, MOBILE_LENGTH } from '../common/constants.ts';
import { EMAIL_PATTERN, plainText } from '../common/fields.ts';
import { messages } from '../common/messages.ts';

/**
 * The fields every booking form shares (the card, the cardholder's contact, the terms), with the spec's
 * messages; each kind's schema adds its own. abort: an empty field shows only its 'required' message.
 */
export const requiredText = (message: string) => plainText({ trim: true, error: message }).min(1, { error: message, abort: true });
export const mobileField = z
  .string({ error: messages.mobileRequired })
  .trim()
  .min(1, { error: messages.mobileRequired, abort: true })
  .regex(new RegExp(`^\\d{${MOBILE_LENGTH}}$`), messages.mobileInvalid);
export const emailField = (requiredMessage: string = messages.emailRequired) =>
  requiredText(requiredMessage).regex(EMAIL_PATTERN, messages.emailInvalid);
export const binField = z.string({ error: messages.invalidBinDialog }).regex(new RegExp(`^\\d{${BIN_LENGTH}}$`), messages.invalidBinDialog);
export const mustBeTrue = (message: string) => z.boolean({ error: message }).refine((v) => v, message);

/** A rule a form and the API both check, naming the field it belongs to. */
export interface KindRuleIssue {
  field: string;
  message: string;
}

/** The cardholder's own contact, locked to the signed-in user's in the forms and checked again by the API. */
export const contactFields = {
  first_name: requiredText(messages.firstNameRequired).max(100),
  last_name: requiredText(messages.lastNameRequired).max(100),
  mobile_number: mobileField,
  email: emailField(),
};

/** The same contact as request_info keeps it: what the cardholder sent, as text. */
export const requestInfoContactFields = {
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
};

/** A booking created from a multipart form (concierge, transfers): `{ status, msg, data: { data: { id } } }`. */
export const multipartCreatedResponseSchema = z.object({
  status: z.literal('success'),
  msg: z.string(),
  data: z.object({ data: z.object({ id: z.string() }) }),
});

/** check_bin for a kind on the golf pattern: POST {base}/check_bin { bin } -> status, msg, bookings_count. */
export const kindCheckBinRequestSchema = z.object({ bin: binField });
export const kindCheckBinResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), msg: z.string(), bookings_count: bookingsCountSchema }),
  z.object({ status: z.literal('error'), msg: z.string() }),
]);
export type KindCheckBinResponse = z.infer<typeof kindCheckBinResponseSchema>;

/** A booking of a kind as its own family answers it: `{ data: { id, type, attributes } }`. */
export function kindResourceSchema<Type extends string, Info extends z.ZodType>(type: Type, requestInfo: Info) {
  return z.object({
    id: z.string(),
    type: z.literal(type),
    attributes: z.object({
      reference: z.string(),
      status: z.enum(bookingStatuses),
      booking_date_time: z.string(),
      service_at: z.string(),
      city: z.string(),
      bin_used: z.string(),
      amount: z.number(),
      request_info: requestInfo,
      created_at: z.string(),
    }),
  });
}

/** A whole count within limits (players, tickets): one message for anything else. */
export const countField = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * A kind's schemas on the golf pattern, from the fields that are its own: the payload (the cardholder's
 * contact and card, its fields, the accepted terms), request_info (its details, then the contact as sent), the
 * resource, check_bin's answer, `{ status, msg, data }` when created and `{ data }` when read.
 */
export function kindSchemas<Type extends string, Payload extends z.ZodRawShape, Info extends z.ZodRawShape>(
  type: Type,
  own: { payload: Payload; requestInfo: Info },
) {
  const payload = z.object({ ...contactFields, bin_used: binField, ...own.payload, agree_terms: mustBeTrue(messages.acceptOurConditions) });
  const requestInfo = z.object({ ...own.requestInfo, ...requestInfoContactFields });
  const resource = kindResourceSchema(type, requestInfo);
  return {
    payload,
    requestInfo,
    resource,
    checkBinResponse: kindCheckBinResponseSchema,
    created: z.object({ status: z.literal('success'), msg: z.string(), data: resource }),
    detail: z.object({ data: resource }),
  };
}
