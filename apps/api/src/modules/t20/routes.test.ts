import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { importCatalogue } from '../../db/seed/import-catalogue.ts';
import { enquirerContact, kindEnquiries } from '../../test/kind-enquiries.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const DAY = 86_400_000;
// Matches relative to today, so the rules hold whatever day the suite runs.
const fixture = (id: string, daysAhead: number) => ({
  id,
  home_team: 'Mumbai Mariners',
  away_team: 'Delhi Dynamos',
  stadium: 'Marine Lines Oval',
  city: 'Mumbai',
  starts_at: new Date(Date.now() + daysAhead * DAY).toISOString(),
  stands: ['General Stand', 'Pavilion'],
});
beforeAll(async () => {
  await importCatalogue(t.database.db, {
    t20_fixtures: [fixture('T20-SOON', 2), fixture('T20-AHEAD', 20), fixture('T20-PAST', -1)],
  } as Parameters<typeof importCatalogue>[1]);
  t.app.catalogue.invalidate();
});

const { cardholder, enquire: book, checkBin } = kindEnquiries(t, 't20_enquiries', { firstMobile: 9400000000, bins: ['41000001'] });
const payload = (user: { mobile: string; email: string }, overrides: Record<string, unknown> = {}) => ({
  ...enquirerContact(user),
  bin_used: '41000001',
  fixture_id: 'T20-AHEAD',
  stand: 'Pavilion',
  tickets: 2,
  agree_terms: true,
  ...overrides,
});

describe('T20 enquiries', () => {
  it('lists the matches still ahead, signed out', async () => {
    const ids = (await t.call({ url: '/api/booking/t20_fixtures' })).json().data.map((f: { id: string }) => f.id);
    expect(ids).toEqual(expect.arrayContaining(['T20-SOON', 'T20-AHEAD']));
    expect(ids).not.toContain('T20-PAST');
  });

  it('books two tickets, which hold two of the four a Reserve card gives a year, at the match time', async () => {
    const user = await cardholder();
    const res = await book(user.token, payload(user));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      type: 't20_enquiry',
      attributes: { amount: 1, city: 'Mumbai', request_info: { match: 'Mumbai Mariners v Delhi Dynamos', stand: 'Pavilion', tickets: 2 } },
    });
    const matchAt = new Date(fixture('x', 20).starts_at).getTime();
    expect(Math.abs(new Date(res.json().data.attributes.service_at).getTime() - matchAt)).toBeLessThan(60_000 + 5_000);
    const check = await checkBin(user.token, '41000001');
    expect(check.json().bookings_count).toEqual({ eligibility_count: 4, availed: 0, pending: 2 });
    await book(user.token, payload(user));
    const over = await book(user.token, payload(user, { tickets: 1 }));
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(messages.eligibilityLimitOver);
  });

  it('refuses a match within three days, a stand it does not have, and three tickets', async () => {
    const user = await cardholder();
    expect((await book(user.token, payload(user, { fixture_id: 'T20-SOON' }))).json().error.fields.fixture_id).toEqual([
      messages.t20MatchClosed,
    ]);
    expect((await book(user.token, payload(user, { stand: 'Roof' }))).json().error.fields.stand).toEqual([messages.t20StandRequired]);
    expect((await book(user.token, payload(user, { tickets: 3 }))).json().error.fields.tickets).toEqual([messages.t20TicketsRange]);
  });
});
