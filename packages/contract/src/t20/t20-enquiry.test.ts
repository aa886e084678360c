import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import { cardholderPayload } from '../test/cardholder.ts';
import { t20EnquiryPayloadSchema, t20RuleIssues } from './t20-enquiry.ts';
import type { T20Fixture } from './t20-fixture.ts';

const fixture: T20Fixture = {
  id: 'T20-001',
  home_team: 'Mumbai Mariners',
  away_team: 'Delhi Dynamos',
  stadium: 'Harbour Stadium',
  city: 'Mumbai',
  starts_at: '2026-12-05T19:30:00+05:30',
  stands: ['North Stand', 'Pavilion'],
};

describe('T20 rules', () => {
  it('takes a request for an offered stand until 3 days before the first ball', () => {
    expect(t20RuleIssues({ fixture_id: 'T20-001', stand: 'Pavilion' }, [fixture], new Date('2026-12-02T13:59:00Z'))).toEqual([]);
    expect(t20RuleIssues({ fixture_id: 'T20-001', stand: 'Pavilion' }, [fixture], new Date('2026-12-02T14:01:00Z'))).toEqual([
      { field: 'fixture_id', message: messages.t20MatchClosed },
    ]);
  });
  it('refuses a stand the match does not offer and an unknown match', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(t20RuleIssues({ fixture_id: 'T20-001', stand: 'Roof' }, [fixture], now)).toEqual([
      { field: 'stand', message: messages.t20StandRequired },
    ]);
    expect(t20RuleIssues({ fixture_id: 'T20-999', stand: 'Pavilion' }, [fixture], now)).toEqual([
      { field: 'fixture_id', message: messages.t20MatchRequired },
    ]);
  });
  it('takes 1 or 2 tickets', () => {
    const base = { ...cardholderPayload, fixture_id: 'T20-001', stand: 'Pavilion' };
    expect(t20EnquiryPayloadSchema.safeParse({ ...base, tickets: 1 }).success).toBe(true);
    expect(t20EnquiryPayloadSchema.safeParse({ ...base, tickets: 2 }).success).toBe(true);
    for (const tickets of [0, 3, 1.5]) {
      const result = t20EnquiryPayloadSchema.safeParse({ ...base, tickets });
      expect(result.error?.issues.map((i) => i.message)).toEqual([messages.t20TicketsRange]);
    }
  });
});
