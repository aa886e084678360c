import { bookingKinds, fixtureName, istWallClock, messages, type BookingType, type Fixture, type KindRuleIssue } from '@portal/contract';
import type { CatalogueSnapshot } from '../../catalogue/index.ts';
import { kindResource, type KindDeclaration, type KindPayload } from '../kind-service.ts';

/** What the pipeline reads of a fixture + tickets request (the contract's `fixtureTicketsShape` payload). */
interface FixtureTicketsPayload extends KindPayload {
  fixture_id: string;
  stand: string;
  tickets: number;
  first_name: string;
  last_name: string;
}

/** The contract's `fixtureTicketsShape(...)`: its facts and the rules both sides run. */
interface FixtureTicketsRules {
  facts: { family: string };
  ruleIssues(payload: { fixture_id: string; stand: string }, fixtures: readonly Fixture[], now: Date): KindRuleIssue[];
}

/** India time of an instant, as the booking's local date and time. */
function localTime(instant: Date) {
  const { date, hour, minute } = istWallClock(instant);
  return { date, hour, minute };
}

/**
 * A kind of the fixture + tickets shape, declared from its facts (issue 28): each ticket holds one unit of the
 * year's quota; request_info names the match, the stadium, the stand and the tickets.
 */
export function fixtureTicketsKind<Payload extends FixtureTicketsPayload, Resource>(declare: {
  type: BookingType;
  shape: FixtureTicketsRules;
  /** The docs' tag and the noun that names its operations. */
  tag: string;
  noun: string;
  /** Its fixtures in the catalogue. */
  fixtures(catalogue: CatalogueSnapshot): readonly Fixture[];
}): KindDeclaration<Payload, Resource> {
  const { shape, type } = declare;
  return {
    type,
    http: { path: `/api${bookingKinds[type].api}`, tag: declare.tag, noun: declare.noun, submitted: messages.golfEnquirySubmitted },
    plan(payload, { now, catalogue }) {
      const fixtures = declare.fixtures(catalogue);
      const issues = shape.ruleIssues(payload, fixtures, now);
      if (issues.length > 0) return issues;
      const fixture = fixtures.find((f) => f.id === payload.fixture_id)!;
      const requestInfo = {
        match: fixtureName(fixture),
        fixture_id: fixture.id,
        stadium: fixture.stadium,
        stand: payload.stand,
        tickets: payload.tickets,
        first_name: payload.first_name,
        last_name: payload.last_name,
        email: payload.email,
        mobile_number: payload.mobile_number,
      };
      return { when: localTime(new Date(fixture.starts_at)), city: fixture.city, units: payload.tickets, requestInfo };
    },
    // The resource's request_info is the one plan wrote; the kind's response schema checks it on the way out.
    toResource: kindResource(shape.facts.family) as unknown as KindDeclaration<Payload, Resource>['toResource'],
  };
}
