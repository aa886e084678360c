import { z } from 'zod';
import {
  AIRPORT_CONCIERGE_ALLOWED_BEFORE_DAYS,
  AIRPORT_GUEST_COUNT_OPTIONS,
  AIRPORT_TOTAL_GUEST_LIMIT,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_FILES,
} from '../common/constants.ts';
import { isDateAfterLead, parseBookingDateTime } from '../common/date-time.ts';
import { binSchema, EMAIL_PATTERN, plainText } from '../common/fields.ts';
import { messages } from '../common/messages.ts';
import { bookingsCountSchema } from '../bookings/booking-types.ts';
import { multipartCreatedResponseSchema } from '../bookings/booking-fields.ts';
import type { ConciergeAirport } from '../catalogue/airports.ts';
import {
  airportServes,
  assistanceTypes,
  isTimeAllowed,
  travelSectors,
  type AssistanceType,
  type TravelSector,
} from '../airport-common/airport-rules.ts';

export const GUEST_SLOTS = [1, 2, 3] as const;

/** A concierge request in one normal shape, whether it came from the web form or the multipart body. */
export interface ConciergeRequest {
  city: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  travel_sector: string;
  assistance_type: string;
  airport: string;
  booking_date: string;
  booking_hour: number | undefined;
  booking_minute: number | undefined;
  booking_for_guest: string;
  guest_count: number;
  passport: string;
  /** Not in the spec's fields: the flight, so the greeter can follow it (optional; checked when given). */
  flight_number: string;
  guests: { guest_name: string; passport: string }[];
  agree_terms: boolean;
  contact_info: boolean;
  upload_names: string[];
}

export interface ConciergeRuleContext {
  now: Date;
  airports: readonly ConciergeAirport[];
  /** Guests already booked this year (spec 02 §5: the total above 6 is refused). */
  bookedGuests?: number;
}

export type RuleIssue = { field: string; message: string };

/** An airline's two-character code, then 1 to 4 digits and perhaps a letter: 'AI 864', '6E2134', 'UK 955A'. */
export const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9]{2} ?\d{1,4}[A-Z]?$/;
/** The flight number as stored and shown: upper case, one space after the airline code. */
export const normalFlightNumber = (text: string) => {
  const compact = text.trim().toUpperCase().replace(/\s+/g, '');
  return compact ? `${compact.slice(0, 2)} ${compact.slice(2)}` : '';
};

/** Spec 02 §5 upload rule, by name (the server decides by content as well). */
export function hasAllowedExtension(fileName: string): boolean {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && (UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * Why files chosen on top of those already held are refused, by the limits the server enforces (type, size each,
 * count per request), so a file the server would refuse is never sent; undefined when they may be added.
 */
export function uploadRefusal(held: readonly { name: string }[], chosen: readonly { name: string; size: number }[]): string | undefined {
  if (!chosen.every((f) => hasAllowedExtension(f.name))) return messages.fileFormatUnsupported;
  const tooLarge = chosen.find((f) => f.size > UPLOAD_MAX_FILE_BYTES);
  if (tooLarge) return messages.uploadFileTooLarge(tooLarge.name, UPLOAD_MAX_FILE_BYTES / 1_048_576);
  if (held.length + chosen.length > UPLOAD_MAX_FILES) return messages.uploadTooManyFiles(UPLOAD_MAX_FILES);
  return undefined;
}

/** The limits in words, under the upload zone. */
export const uploadLimitsText = `JPG, JPEG, PNG or PDF · up to ${UPLOAD_MAX_FILE_BYTES / 1_048_576} MB each · at most ${UPLOAD_MAX_FILES} files`;

/**
 * Spec 02 §5: the total guest count is this year's booked guests plus the guests of this request; above
 * AIRPORT_TOTAL_GUEST_LIMIT (6) it is refused, and the guest-count choice shows only while it is below 7.
 */
export const guestTotalExceeded = (bookedGuests: number, guestCount: number) => bookedGuests + guestCount > AIRPORT_TOTAL_GUEST_LIMIT;

/** The guest names and passports a guest count makes required; field names are the form's. */
export const guestNameField = (slot: number) => `guest_name_${slot}`;
export const guestPassportField = (slot: number) => `guest_passport_${slot}`;

/**
 * Every rule of spec 02 §5 'Airport concierge form', for the web form and again on the server.
 * Issues are keyed by the form's field names.
 */
export function conciergeRuleIssues(r: ConciergeRequest, ctx: ConciergeRuleContext): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const add = (field: string, message: string) => issues.push({ field, message });
  if (!r.first_name.trim()) add('first_name', messages.firstNameRequired);
  if (!r.last_name.trim()) add('last_name', messages.lastNameRequired);
  if (!r.mobile_number) add('mobile_number', messages.mobileRequired);
  else if (!/^\d{10}$/.test(r.mobile_number)) add('mobile_number', messages.mobileInvalid);
  if (!r.email.trim()) add('email', messages.emailRequired);
  else if (!EMAIL_PATTERN.test(r.email.trim())) add('email', messages.emailInvalid);
  if (!r.city) add('city', messages.cityRequired);

  const sector = (travelSectors as readonly string[]).includes(r.travel_sector) ? (r.travel_sector as TravelSector) : undefined;
  const assistance = (assistanceTypes as readonly string[]).includes(r.assistance_type) ? (r.assistance_type as AssistanceType) : undefined;
  if (!sector) add('travel_sector', messages.travelTypeRequired);
  if (!assistance) add('assistance_type', messages.assistanceTypeRequired);
  const airport = ctx.airports.find((a) => a.id === r.airport);
  if (!airport) add('airport', messages.airportRequired);
  else if (sector && assistance && (airport.city !== r.city || !airportServes(airport, sector, assistance)))
    add('airport', messages.airportNotOffered);

  if (!r.booking_date) add('booking_date', messages.travelDateRequired);
  else if (!isDateAfterLead(r.booking_date, ctx.now, AIRPORT_CONCIERGE_ALLOWED_BEFORE_DAYS))
    add('booking_date', messages.travelDateTooEarly);
  if (r.booking_hour === undefined || r.booking_minute === undefined) add('booking_time_hour', messages.bookingTimeRequiredAirport);
  else if (r.booking_date && !isTimeAllowed(r.booking_date, r.booking_hour, r.booking_minute, ctx.now))
    add('booking_time_hour', messages.bookingTimePassed);

  const international = sector === 'International';
  if (international && !r.passport.trim()) add('passport', messages.passportRequired);
  if (r.flight_number.trim() && !FLIGHT_NUMBER_PATTERN.test(normalFlightNumber(r.flight_number)))
    add('flight_number', messages.flightNumberInvalid);

  if (r.booking_for_guest !== 'yes' && r.booking_for_guest !== 'no') add('bookingForGuest', messages.guestChoiceRequired);
  if (r.booking_for_guest === 'yes') {
    if (!(AIRPORT_GUEST_COUNT_OPTIONS as readonly number[]).includes(r.guest_count)) add('guest_count', messages.guestChoiceRequired);
    else if (guestTotalExceeded(ctx.bookedGuests ?? 0, r.guest_count)) add('guest_count', messages.guestTotalExceeded);
    for (const slot of GUEST_SLOTS.filter((s) => s <= r.guest_count)) {
      const guest = r.guests[slot - 1];
      if (!guest?.guest_name.trim())
        add(guestNameField(slot), slot === 1 ? messages.guestNamesRequired : messages.guestNameRequiredAirport);
      if (international && !guest?.passport.trim()) add(guestPassportField(slot), messages.guestPassportRequired);
    }
  }

  if (r.upload_names.length === 0) add('uploads', messages.ticketsRequired);
  else if (!r.upload_names.every(hasAllowedExtension)) add('uploads', messages.fileFormatUnsupported);
  if (!r.agree_terms) add('agree_terms', messages.acceptTerms);
  if (!r.contact_info) add('contact_info', messages.acceptConditions);
  return issues;
}

/** Where an issue belongs in a server error: date and time problems are the spec's booking_date list. */
export const serverFieldOf = (field: string) => (field === 'booking_date' || field === 'booking_time_hour' ? 'booking_date' : field);

/** The web form's values (spec 02 §3 form fields). Files are anything with a name and a size. */
export const conciergeFormSchema = z.object({
  airport_vip_privileges_bin: plainText(),
  city: plainText(),
  first_name: plainText(),
  last_name: plainText(),
  mobile_number: plainText(),
  email: plainText(),
  booking_date: plainText(),
  booking_time_hour: plainText(),
  booking_time_minute: plainText(),
  travel_sector: plainText(),
  assistance_type: plainText(),
  airport: plainText(),
  bookingForGuest: plainText(),
  passport: plainText(),
  flight_number: plainText(),
  guest_count: plainText(),
  guest_name_1: plainText(),
  guest_name_2: plainText(),
  guest_name_3: plainText(),
  guest_passport_1: plainText(),
  guest_passport_2: plainText(),
  guest_passport_3: plainText(),
  uploads: z.array(z.custom<{ name: string; size: number }>((v) => typeof v === 'object' && v !== null && 'name' in v)),
  agree_terms: z.boolean(),
  contact_info: z.boolean(),
});
export type ConciergeFormValues = z.infer<typeof conciergeFormSchema>;

const optionalNumber = (text: string) => (text === '' || !/^\d+$/.test(text) ? undefined : Number(text));

export function requestFromForm(v: ConciergeFormValues): ConciergeRequest {
  const withGuests = v.bookingForGuest === 'yes';
  const guestCount = withGuests ? (optionalNumber(v.guest_count) ?? 0) : 0;
  return {
    city: v.city,
    first_name: v.first_name,
    last_name: v.last_name,
    email: v.email,
    mobile_number: v.mobile_number,
    travel_sector: v.travel_sector,
    assistance_type: v.assistance_type,
    airport: v.airport,
    booking_date: v.booking_date,
    booking_hour: optionalNumber(v.booking_time_hour),
    booking_minute: optionalNumber(v.booking_time_minute),
    booking_for_guest: v.bookingForGuest,
    guest_count: guestCount,
    passport: v.passport,
    flight_number: v.flight_number,
    guests: GUEST_SLOTS.filter((s) => s <= guestCount).map((s) => ({
      guest_name: v[`guest_name_${s}` as const],
      passport: v[`guest_passport_${s}` as const],
    })),
    agree_terms: v.agree_terms,
    contact_info: v.contact_info,
    upload_names: v.uploads.map((f) => f.name),
  };
}

/** The form schema with every rule: use with zodResolver. */
export function conciergeFormWithRules(ctx: ConciergeRuleContext) {
  return conciergeFormSchema.superRefine((values, zctx) => {
    for (const issue of conciergeRuleIssues(requestFromForm(values), ctx)) {
      zctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });
}

const guestSchema = z.object({ guest_name: plainText().max(120), passport: plainText().max(40).default('') });
const checkbox = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** A text part the form may leave out: plain text up to `max` characters, `fallback` when it is missing. */
const sentText = (max: number, fallback = '') => plainText().max(max).default(fallback);
/** Text parts by their length limits, in the order given (the order of the schema and its OpenAPI document). */
function sentTexts<const Limits extends Record<string, number>>(limits: Limits) {
  const parts = Object.entries(limits).map(([name, max]) => [name, sentText(max)]);
  return Object.fromEntries(parts) as { [Name in keyof Limits]: ReturnType<typeof sentText> };
}

/** Spec 02 §3 'Sent fields' of the multipart request (text parts; uploads[] are the file parts). */
export const conciergeSentFieldsSchema = z.object({
  airport_name: sentText(200),
  bin_used: binSchema,
  ...sentTexts({
    city: 80,
    first_name: 80,
    last_name: 80,
    email: 200,
    mobile_number: 20,
    booking_date_time: 60,
    travel_sector: 20,
    assistance_type: 20,
    airport: 80,
    booking_for_guest: 5,
  }),
  guest_count: sentText(2, '0'),
  passport: sentText(40),
  flight_number: sentText(10),
  // JSON text: line breaks may sit between its tokens; the names and passports inside are plain text.
  guests: plainText({ multiline: true })
    .max(2000)
    .default('[]')
    .transform((text, ctx) => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: messages.requestInvalid });
        return z.NEVER;
      }
      const parsed = z.array(guestSchema).max(3).safeParse(value);
      if (parsed.success) return parsed.data;
      // One message for the field: the control-character one when a guest's text holds one, else requestInvalid.
      const control = parsed.error.issues.some((issue) => issue.message === messages.textControlCharacters);
      ctx.addIssue({ code: 'custom', message: control ? messages.textControlCharacters : messages.requestInvalid });
      return z.NEVER;
    }),
  agree_terms: checkbox.default(false),
  contact_info: checkbox.default(false),
});
export type ConciergeSentFields = z.infer<typeof conciergeSentFieldsSchema>;

/** The whole multipart request as the OpenAPI document shows it: the sent fields and the files. */
export const conciergeMultipartSchema = conciergeSentFieldsSchema.extend({
  'uploads[]': z
    .array(z.file())
    .min(1)
    .describe('The tickets (and passports): one part per file, PDF, PNG or JPEG, told by content. The field may also be named uploads.'),
});

export function requestFromSentFields(f: ConciergeSentFields, uploadNames: string[]): ConciergeRequest {
  const when = parseBookingDateTime(f.booking_date_time);
  const guestCount = f.booking_for_guest === 'yes' ? Number(f.guest_count) : 0;
  return {
    city: f.city,
    first_name: f.first_name,
    last_name: f.last_name,
    email: f.email,
    mobile_number: f.mobile_number,
    travel_sector: f.travel_sector,
    assistance_type: f.assistance_type,
    airport: f.airport,
    booking_date: when?.date ?? '',
    booking_hour: when?.hour,
    booking_minute: when?.minute,
    booking_for_guest: f.booking_for_guest,
    guest_count: Number.isInteger(guestCount) ? guestCount : -1,
    passport: f.passport,
    flight_number: f.flight_number,
    guests: f.guests,
    agree_terms: f.agree_terms,
    contact_info: f.contact_info,
    upload_names: uploadNames,
  };
}

/** Spec 02 §3 'Bin check response (concierge and transfer)'. */
export const conciergeCheckBinBodySchema = z.object({ bin: binSchema });
export const conciergeCheckBinResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  msg: z.string(),
  bookings_count: bookingsCountSchema.optional(),
  /** Ours (the spec names no field): guests this year's visits already hold, the first part of §5's guest total. */
  guests_booked: z.number().int().min(0).optional(),
});
export type ConciergeCheckBinResponse = z.infer<typeof conciergeCheckBinResponseSchema>;

export const conciergeCreateResponseSchema = multipartCreatedResponseSchema;
export type ConciergeCreateResponse = z.infer<typeof conciergeCreateResponseSchema>;

export const uploadKinds = ['ticket', 'passport'] as const;
export const conciergeUploadSchema = z.object({
  id: z.string(),
  kind: z.enum(uploadKinds),
  original_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});

/** Spec 02 §3 'Airport concierge enquiry detail'. */
export const conciergeDetailSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('airport_vip_privilege'),
    attributes: z.object({
      reference: z.string(),
      status: z.string(),
      airport: z.string(),
      booking_date: z.string(),
      booking_time: z.string(),
      guest_count: z.number().int(),
      booking_date_time: z.string(),
      amount: z.number(),
      request_info: z.object({ airport: z.string(), guest_count: z.number().int() }).catchall(z.unknown()),
      uploads: z.array(conciergeUploadSchema),
    }),
  }),
});
export type ConciergeDetail = z.infer<typeof conciergeDetailSchema>;
