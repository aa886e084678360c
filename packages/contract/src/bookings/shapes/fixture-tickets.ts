import { z } from 'zod';
import { countField, kindSchemas, requiredText, type KindRuleIssue } from '../booking-fields.ts';
import { isFixtureOpen } from './fixture-rules.ts';

/**
 * The fixture + tickets shape (issue 28): a kind whose booking is tickets for one fixture of its catalogue, in
 * a stand it offers, closing some days before the start. A kind of this shape is its facts; the schemas, the
 * rules both sides run and the catalogue row are built here once.
 */
export interface FixtureTicketsFacts<Family extends string> {
  /** The resource type its calls answer ('t20_enquiry'). */
  family: Family;
  /** At most so many tickets a request. */
  maxTickets: number;
  /** Requests close so many days before the start. */
  closeDaysBefore: number;
  /** Its words in the messages catalogue. */
  messages: { fixtureRequired: string; fixtureClosed: string; standRequired: string; ticketsRange: string };
}

/** A fixture members may ask tickets for, with the stands on offer (catalogue data). */
export const fixtureSchema = z.object({
  id: z.string().regex(/^[A-Z0-9-]{2,20}$/),
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  stadium: z.string().min(1),
  city: z.string().min(1),
  /** ISO 8601 with an offset, e.g. 2027-04-03T19:30:00+05:30. */
  starts_at: z.iso.datetime({ offset: true }),
  stands: z.array(z.string().min(1).max(60)).min(1),
});
export type Fixture = z.infer<typeof fixtureSchema>;
export const fixtureListResponseSchema = z.object({ data: z.array(fixtureSchema) });

export function fixtureTicketsShape<const Family extends string>(facts: FixtureTicketsFacts<Family>) {
  const schemas = kindSchemas(facts.family, {
    payload: {
      fixture_id: requiredText(facts.messages.fixtureRequired),
      stand: requiredText(facts.messages.standRequired).max(60),
      tickets: countField(1, facts.maxTickets, facts.messages.ticketsRange),
    },
    requestInfo: { match: z.string(), fixture_id: z.string(), stadium: z.string(), stand: z.string(), tickets: z.number() },
  });
  type Payload = z.infer<typeof schemas.payload>;

  /** The rules that need the catalogue and today; the form and the API both run them. */
  function ruleIssues(payload: Pick<Payload, 'fixture_id' | 'stand'>, fixtures: readonly Fixture[], now: Date): KindRuleIssue[] {
    const fixture = fixtures.find((f) => f.id === payload.fixture_id);
    if (!fixture) return [{ field: 'fixture_id', message: facts.messages.fixtureRequired }];
    const issues: KindRuleIssue[] = [];
    if (!isFixtureOpen(fixture, now, facts.closeDaysBefore)) issues.push({ field: 'fixture_id', message: facts.messages.fixtureClosed });
    if (!fixture.stands.includes(payload.stand)) issues.push({ field: 'stand', message: facts.messages.standRequired });
    return issues;
  }

  return { facts, schemas, ruleIssues };
}
