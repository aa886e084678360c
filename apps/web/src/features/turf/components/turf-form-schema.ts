import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { messages, TURF_ADVANCE_DAYS, turfEnquiryPayloadSchema, turfRuleIssues, type TurfVenue } from '@portal/contract';
import { withDateWindow } from '@/lib/form-rules';

export interface TurfFormValues {
  first_name: string;
  last_name: string;
  mobile_number: string;
  email: string;
  bin_used: string;
  city: string;
  turf_venue_id: string;
  sport: string;
  booking_date: string;
  booking_hour: string;
  players: string;
  agree_terms: boolean;
}

/** The contract's payload with the date and hour as separate fields, and the catalogue rules the API runs too. */
export function turfResolver(venues: readonly TurfVenue[], now: () => Date): Resolver<TurfFormValues> {
  const schema = turfEnquiryPayloadSchema
    .omit({ booking_date_time: true })
    .extend({
      city: z.string(),
      booking_date: z.string().min(1, messages.bookingDateRequired),
      booking_hour: z.string().min(1, messages.turfSlotRequired),
    })
    .superRefine((form, ctx) => {
      if (!form.booking_date || !form.booking_hour) return;
      const when = { date: form.booking_date, hour: Number(form.booking_hour), minute: 0 };
      for (const issue of turfRuleIssues(form, when, [...venues], now())) {
        const path =
          issue.field !== 'booking_date_time' ? issue.field : issue.message.startsWith('Choose a date') ? 'booking_date' : 'booking_hour';
        ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
      }
    });
  return withDateWindow(zodResolver(schema) as unknown as Resolver<TurfFormValues>, 'booking_date', TURF_ADVANCE_DAYS, now);
}
