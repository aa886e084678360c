import { z } from 'zod';
import {
  binField,
  contactFields,
  kindResourceSchema,
  kindSchemas,
  mustBeTrue,
  requiredText,
  type KindRuleIssue,
} from '../bookings/booking-fields.ts';
import { T20_MAX_TICKETS } from '../common/constants.ts';
import { isT20Open } from './t20-rules.ts';
import { messages } from '../common/messages.ts';
import type { T20Fixture } from './t20-fixture.ts';

/** POST /api/booking/t20_enquiries: tickets for one match, in one stand. */
export const t20EnquiryPayloadSchema = z.object({
  ...contactFields,
  bin_used: binField,
  fixture_id: requiredText(messages.t20MatchRequired),
  stand: requiredText(messages.t20StandRequired).max(60),
  tickets: z.coerce
    .number({ error: messages.t20TicketsRange })
    .int(messages.t20TicketsRange)
    .min(1, messages.t20TicketsRange)
    .max(T20_MAX_TICKETS, messages.t20TicketsRange),
  agree_terms: mustBeTrue(messages.acceptOurConditions),
});
export type T20EnquiryPayload = z.infer<typeof t20EnquiryPayloadSchema>;

export function t20RuleIssues(
  payload: Pick<T20EnquiryPayload, 'fixture_id' | 'stand'>,
  fixtures: T20Fixture[],
  now: Date,
): KindRuleIssue[] {
  const fixture = fixtures.find((f) => f.id === payload.fixture_id);
  if (!fixture) return [{ field: 'fixture_id', message: messages.t20MatchRequired }];
  const issues: KindRuleIssue[] = [];
  if (!isT20Open(fixture, now)) issues.push({ field: 'fixture_id', message: messages.t20MatchClosed });
  if (!fixture.stands.includes(payload.stand)) issues.push({ field: 'stand', message: messages.t20StandRequired });
  return issues;
}

export const t20RequestInfoSchema = z.object({
  match: z.string(),
  fixture_id: z.string(),
  stadium: z.string(),
  stand: z.string(),
  tickets: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
});
export type T20RequestInfo = z.infer<typeof t20RequestInfoSchema>;
export const t20EnquiryResourceSchema = kindResourceSchema('t20_enquiry', t20RequestInfoSchema);
export type T20EnquiryResource = z.infer<typeof t20EnquiryResourceSchema>;
/** The family's schemas, one per call: the payload, check_bin's answer, the created and the read resource. */
export const t20EnquirySchemas = kindSchemas(t20EnquiryPayloadSchema, t20EnquiryResourceSchema);
