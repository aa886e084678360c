import { z } from 'zod';
import { countField, kindSchemas, requiredText, type KindRuleIssue } from '../booking-fields.ts';
import { messages as common } from '../../common/messages.ts';
import { isFixtureOpen } from './fixture-rules.ts';
import type { FixtureTicketsFacts } from './shape-words.ts';

/**
 * The fixture + tickets shape (issue 28): a kind whose booking is tickets for one fixture of its catalogue, in
 * a stand it offers, closing some days before the start. A kind of this shape is its facts (shape-words.ts); the
 * schemas, the rules both sides run and the catalogue row are built here from them, once.
 */
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

export function fixtureTicketsShape<const Family extends string>(facts: FixtureTicketsFacts & { family: Family }) {
  const said = {
    fixtureRequired: common[facts.messages.fixtureRequired],
    fixtureClosed: common[facts.messages.fixtureClosed],
    standRequired: common[facts.messages.standRequired],
    ticketsRange: common[facts.messages.ticketsRange],
    noneOpen: common[facts.messages.noneOpen],
  };
  const schemas = kindSchemas(facts.family, {
    payload: {
      fixture_id: requiredText(said.fixtureRequired),
      stand: requiredText(said.standRequired).max(60),
      tickets: countField(1, facts.maxTickets, said.ticketsRange),
    },
    requestInfo: { match: z.string(), fixture_id: z.string(), stadium: z.string(), stand: z.string(), tickets: z.number() },
  });
  type Payload = z.infer<typeof schemas.payload>;

  /** The rules that need the catalogue and today; the form and the API both run them. */
  function ruleIssues(payload: Pick<Payload, 'fixture_id' | 'stand'>, fixtures: readonly Fixture[], now: Date): KindRuleIssue[] {
    const fixture = fixtures.find((f) => f.id === payload.fixture_id);
    if (!fixture) return [{ field: 'fixture_id', message: said.fixtureRequired }];
    const issues: KindRuleIssue[] = [];
    if (!isFixtureOpen(fixture, now, facts.closeDaysBefore)) issues.push({ field: 'fixture_id', message: said.fixtureClosed });
    if (!fixture.stands.includes(payload.stand)) issues.push({ field: 'stand', message: said.standRequired });
    return issues;
  }

  const isOpen = (fixture: Pick<Fixture, 'starts_at'>, now: Date) => isFixtureOpen(fixture, now, facts.closeDaysBefore);
  return { facts, said, schemas, ruleIssues, isOpen };
}
