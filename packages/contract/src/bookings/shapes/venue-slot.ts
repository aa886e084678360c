import { z } from 'zod';
import { countField, kindSchemas, requiredText, type KindRuleIssue } from '../booking-fields.ts';
import { displayDate } from '../../common/display-date.ts';
import { firstSelectableDate, hourLabel, isDateAfterLead, parseBookingDateTime, type LocalDateTime } from '../../common/date-time.ts';
import { messages as common } from '../../common/messages.ts';
import type { VenueSlotFacts } from './shape-words.ts';

/**
 * The venue + hour slot shape (issue 28): a kind whose booking is one hour at a venue of its catalogue, for an
 * activity the venue offers and a number of people. A kind of this shape is its facts (shape-words.ts); the
 * schemas, the rules both sides run and the catalogue row are built here from them, once.
 */
type IdKey<VenueKey extends string> = `${VenueKey}_id`;

export function venueSlotShape<const Family extends string, const VenueKey extends string, const Activity extends string>(
  facts: VenueSlotFacts & { family: Family; venueKey: VenueKey; activities: readonly [Activity, ...Activity[]] },
) {
  const said = {
    venueRequired: common[facts.messages.venueRequired],
    activityRequired: common[facts.messages.activityRequired],
    slotRequired: common[facts.messages.slotRequired],
    peopleRange: common[facts.messages.peopleRange],
    slotOutsideHours: common[facts.messages.slotOutsideHours] as (from: string, to: string) => string,
  };
  const idKey = `${facts.venueKey}_id` as IdKey<VenueKey>;
  const activity = z.enum(facts.activities, { error: said.activityRequired });

  /** A venue that takes bookings, with the hours its first and last slots start (catalogue data). */
  const venueSchema = z
    .object({
      id: z.string().regex(/^[A-Z0-9-]{2,20}$/),
      name: z.string().min(1),
      city: z.string().min(1),
      address: z.string().min(1),
      sports: z.array(z.enum(facts.activities)).min(1),
      first_hour: z.number().int().min(0).max(23),
      last_hour: z.number().int().min(0).max(23),
    })
    .refine((v) => v.first_hour <= v.last_hour, { message: 'first_hour must not be after last_hour', path: ['last_hour'] });
  type Venue = z.infer<typeof venueSchema>;

  const schemas = kindSchemas(facts.family, {
    payload: {
      ...({ [idKey]: requiredText(said.venueRequired) } as Record<IdKey<VenueKey>, ReturnType<typeof requiredText>>),
      sport: activity,
      booking_date_time: requiredText(common.bookingDateRequired).refine(
        (v) => parseBookingDateTime(v) !== undefined,
        common.bookingDateRequired,
      ),
      players: countField(facts.people.min, facts.people.max, said.peopleRange),
    },
    requestInfo: {
      ...({ [facts.venueKey]: z.string(), [idKey]: z.string() } as Record<VenueKey | IdKey<VenueKey>, z.ZodString>),
      address: z.string(),
      sport: z.enum(facts.activities),
      players: z.number(),
    },
  });
  const firstDate = (now: Date) => firstSelectableDate(now, facts.advanceDays);

  /** The rules that need the catalogue and today's date; the form and the API both run them. */
  function ruleIssues(
    payload: Record<IdKey<VenueKey>, string> & { sport: string },
    when: LocalDateTime | undefined,
    venues: readonly Venue[],
    now: Date,
  ): KindRuleIssue[] {
    const issues: KindRuleIssue[] = [];
    const venue = venues.find((v) => v.id === payload[idKey]);
    if (!venue) return [{ field: idKey, message: said.venueRequired }];
    if (!(venue.sports as string[]).includes(payload.sport)) issues.push({ field: 'sport', message: said.activityRequired });
    if (!when) return [...issues, { field: 'booking_date_time', message: common.bookingDateRequired }];
    if (!isDateAfterLead(when.date, now, facts.advanceDays)) {
      issues.push({ field: 'booking_date_time', message: common.chooseDateFrom(displayDate(firstDate(now))) });
    } else if (when.minute !== 0 || when.hour < venue.first_hour || when.hour > venue.last_hour) {
      issues.push({
        field: 'booking_date_time',
        message: said.slotOutsideHours(hourLabel(venue.first_hour), hourLabel(venue.last_hour)),
      });
    }
    return issues;
  }

  return {
    facts,
    said,
    idKey,
    venueSchema,
    venueListResponseSchema: z.object({ data: z.array(venueSchema) }),
    schemas,
    firstDate,
    ruleIssues,
  };
}

/** A venue's slots: the hours from its first to its last (zod-free, for the form). */
export const venueSlotHours = (venue: { first_hour: number; last_hour: number }) =>
  Array.from({ length: venue.last_hour - venue.first_hour + 1 }, (_, i) => venue.first_hour + i);
