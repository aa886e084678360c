import { z } from 'zod';
import { AIRPORT_TRANSFER_ALLOWED_BEFORE_DAYS, BIN_LENGTH, TRANSFER_TRAVELLER_COUNTS } from '../common/constants.ts';
import { EMAIL_PATTERN, plainText } from '../common/fields.ts';
import { messages } from '../common/messages.ts';
import { isDateAfterLead, type LocalDateTime } from '../common/date-time.ts';
import { bookingsCountSchema } from '../bookings/booking-types.ts';
import { multipartCreatedResponseSchema } from '../bookings/booking-fields.ts';
import {
  airportsFor,
  isTimeAllowed,
  travelSectors,
  assistanceTypes,
  type AirportFlags,
  type AssistanceType,
  type TravelSector,
} from '../airport-common/airport-rules.ts';

/** Spec 02 §3 'Enumerations (transfer)'. */
export const travelTypes = ['Pick-Up', 'Drop'] as const;
export type TravelType = (typeof travelTypes)[number];
export const vehicleTypes = ['Sedan (Swift Desire, Renault Logan, Toyota Etios)'] as const;
export const transferTravellerCounts = TRANSFER_TRAVELLER_COUNTS.map(String) as ['0', '1', '2'];

/**
 * The direction of a transfer as the airport sees it: a Pick-Up meets a traveller who arrives (Arrival),
 * a Drop takes one to a departing flight (Departure). The airport must serve that direction.
 */
export const assistanceForTravelType: Record<TravelType, AssistanceType> = { 'Pick-Up': 'Arrival', Drop: 'Departure' };

/** The choices the airport, date and passport rules look at, as both the form and the server hold them. */
export interface TransferChoice {
  city: string;
  airport: string;
  travel_type: string;
  travel_sector: string;
  assistance_type: string;
  when: LocalDateTime | undefined;
  passport: string;
}
export type TransferRuleField = 'city' | 'airport' | 'travel_sector' | 'assistance_type' | 'booking_date' | 'booking_time' | 'passport';

/**
 * Spec 02 §4/§5 rules that depend on the airport list and the clock; the web form and the API both run
 * this one function, so they cannot disagree.
 */
export function transferRuleIssues(
  choice: TransferChoice,
  airports: readonly (AirportFlags & { airport: string })[],
  now: Date,
): { field: TransferRuleField; message: string }[] {
  const issues: { field: TransferRuleField; message: string }[] = [];
  const sector = (travelSectors as readonly string[]).includes(choice.travel_sector) ? (choice.travel_sector as TravelSector) : undefined;
  const travelType = (travelTypes as readonly string[]).includes(choice.travel_type) ? (choice.travel_type as TravelType) : undefined;
  const assistance = (assistanceTypes as readonly string[]).includes(choice.assistance_type)
    ? (choice.assistance_type as AssistanceType)
    : undefined;
  if (!airports.some((a) => a.city === choice.city)) issues.push({ field: 'city', message: messages.cityRequired });
  if (!sector) issues.push({ field: 'travel_sector', message: messages.travelTypeRequired });
  if (!assistance || (travelType && assistanceForTravelType[travelType] !== assistance)) {
    issues.push({ field: 'assistance_type', message: messages.assistanceTypeRequired });
  }
  if (
    !sector ||
    !assistance ||
    !airportsFor(airports, { city: choice.city, sector, assistance }).some((a) => a.airport === choice.airport)
  ) {
    issues.push({ field: 'airport', message: messages.airportRequired });
  }
  if (!choice.when || !isDateAfterLead(choice.when.date, now, AIRPORT_TRANSFER_ALLOWED_BEFORE_DAYS)) {
    issues.push({ field: 'booking_date', message: messages.travelDateRequired });
  } else if (!isTimeAllowed(choice.when.date, choice.when.hour, choice.when.minute, now)) {
    issues.push({ field: 'booking_time', message: messages.bookingTimeRequiredAirport });
  }
  if (sector === 'International' && !choice.passport.trim()) issues.push({ field: 'passport', message: messages.passportRequired });
  return issues;
}

const required = (message: string, options: { multiline?: boolean } = {}) =>
  plainText({ ...options, trim: true, error: message }).min(1, message);
const accepted = (message: string) => z.union([z.literal(true), z.literal('true')], { error: message });

/** Fields the form and the sent request share, each with its spec 02 §5 message. */
const transferPersonFields = {
  first_name: required(messages.firstNameRequired).max(100),
  last_name: required(messages.lastNameRequired).max(100),
  mobile_number: required(messages.mobileRequired).regex(/^\d{10}$/, messages.mobileInvalid),
  email: required(messages.emailRequired).regex(EMAIL_PATTERN, messages.emailInvalid).max(200),
  city: required(messages.cityRequired).max(100),
  travel_type: z.enum(travelTypes, { error: messages.travelTypeRequired }),
  vehicle_type: z.enum(vehicleTypes, { error: messages.vehicleTypeRequired }),
  travel_sector: z.enum(travelSectors, { error: messages.travelTypeRequired }),
  assistance_type: z.enum(assistanceTypes, { error: messages.assistanceTypeRequired }),
  airport: required(messages.airportRequired).max(200),
  address: required(messages.addressRequired, { multiline: true }).max(500),
  flight_number: required(messages.flightNumberRequired).max(20),
  traveller_count: z.enum(transferTravellerCounts, { error: messages.travelCountRequired }),
  special_request: plainText({ multiline: true, trim: true }).max(1000).default(''),
  passport: plainText({ trim: true }).max(30).default(''),
};

/** The dialog's form (spec 02 §3/§5): date, hour and minute are held apart, consents as checkboxes. */
export function transferFormSchema(airports: readonly (AirportFlags & { airport: string })[], now: () => Date) {
  return z
    .object({
      bin_used: plainText().length(BIN_LENGTH, messages.invalidBinDialog),
      ...transferPersonFields,
      booking_date: required(messages.travelDateRequired),
      booking_time_hour: required(messages.bookingTimeRequiredAirport),
      booking_time_minute: required(messages.bookingTimeRequiredAirport),
      contact_info: z.boolean({ error: messages.acceptConditions }).refine(Boolean, messages.acceptConditions),
      agree_terms: z.boolean({ error: messages.acceptOurConditions }).refine(Boolean, messages.acceptOurConditions),
    })
    .superRefine(
      (form, ctx) => {
        // Runs even when other fields failed (see `when`), so every error shows at once; a field the
        // shape already refused keeps that one message.
        const raw = form as Partial<Record<keyof typeof form, unknown>>;
        const text = (key: keyof typeof form) => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
        const refused = new Set(ctx.issues.map((i) => String(i.path?.[0])));
        const when =
          text('booking_date') && text('booking_time_hour') && text('booking_time_minute')
            ? { date: text('booking_date'), hour: Number(text('booking_time_hour')), minute: Number(text('booking_time_minute')) }
            : undefined;
        const choice = {
          city: text('city'),
          airport: text('airport'),
          travel_type: text('travel_type'),
          travel_sector: text('travel_sector'),
          assistance_type: text('assistance_type'),
          passport: text('passport'),
          when,
        };
        for (const issue of transferRuleIssues(choice, airports, now())) {
          const path = issue.field === 'booking_time' ? 'booking_time_hour' : issue.field;
          if (!refused.has(path)) ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
        }
      },
      { when: () => true },
    );
}
export type TransferForm = z.input<ReturnType<typeof transferFormSchema>>;
export type TransferFormValues = z.output<ReturnType<typeof transferFormSchema>>;

/** Spec 02 §3 'Airport transfer enquiry (sent as form data)', plus travel and vehicle type as the form holds them. */
export const transferEnquiryRequestSchema = z.object({
  bin_used: z.string({ error: messages.invalidBinDialog }).regex(new RegExp(`^\\d{${BIN_LENGTH}}$`), messages.invalidBinDialog),
  ...transferPersonFields,
  booking_date_time: required(messages.travelDateRequired).max(40),
  agree_terms: accepted(messages.acceptOurConditions),
  contact_info: accepted(messages.acceptConditions),
});
export type TransferEnquiryRequest = z.infer<typeof transferEnquiryRequestSchema>;

export const transferCheckBinRequestSchema = z.object({ bin: plainText() });
/** Spec 02 §3 'Bin check response': status 'error' means not eligible, with the reason in msg. */
export const transferCheckBinResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  msg: z.string(),
  bookings_count: bookingsCountSchema.optional(),
});
export type TransferCheckBinResponse = z.infer<typeof transferCheckBinResponseSchema>;

export const transferCreateResponseSchema = multipartCreatedResponseSchema;
export type TransferCreateResponse = z.infer<typeof transferCreateResponseSchema>;

/** Spec 02 §3 'detail response': data.attributes with booking_date_time and request_info. */
export const transferEnquiryDetailSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('airport_transfer'),
    attributes: z.object({
      reference: z.string(),
      status: z.string(),
      booking_date_time: z.string(),
      service_at: z.string(),
      city: z.string(),
      amount: z.number(),
      request_info: z.object({
        airport: z.string(),
        traveller_count: z.number().int(),
        travel_type: z.string(),
        travel_sector: z.string(),
        assistance_type: z.string(),
        vehicle_type: z.string(),
        flight_number: z.string(),
      }),
    }),
  }),
});
export type TransferEnquiryDetail = z.infer<typeof transferEnquiryDetailSchema>;
