import { z } from 'zod';
import { countField, kindSchemas, requiredText, type KindRuleIssue } from '../bookings/booking-fields.ts';
import { T20_MAX_TICKETS } from '../common/constants.ts';
import { isT20Open } from './t20-rules.ts';
import { messages } from '../common/messages.ts';
import type { T20Fixture } from './t20-fixture.ts';

/**
 * POST /api/booking/t20_enquiries: tickets for one match, in one stand; request_info names the match.
 * The family's schemas, one per call: the payload, check_bin's answer, the created and the read resource.
 */
export const t20EnquirySchemas = kindSchemas('t20_enquiry', {
  payload: {
    fixture_id: requiredText(messages.t20MatchRequired),
    stand: requiredText(messages.t20StandRequired).max(60),
    tickets: countField(1, T20_MAX_TICKETS, messages.t20TicketsRange),
  },
  requestInfo: { match: z.string(), fixture_id: z.string(), stadium: z.string(), stand: z.string(), tickets: z.number() },
});
export const t20EnquiryPayloadSchema = t20EnquirySchemas.payload;
export type T20EnquiryPayload = z.infer<typeof t20EnquiryPayloadSchema>;
export type T20RequestInfo = z.infer<typeof t20EnquirySchemas.requestInfo>;
export type T20EnquiryResource = z.infer<typeof t20EnquirySchemas.resource>;

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
