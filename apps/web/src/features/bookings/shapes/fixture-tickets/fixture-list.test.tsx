import { t20Words } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { FixtureList } from './fixture-list';
import { takeRequestedFixture } from './requested-fixture';

const DAY = 86_400_000;
const fixture = (id: string, daysAhead: number, away: string) => ({
  id,
  home_team: 'Mumbai Mariners',
  away_team: away,
  stadium: 'Marine Lines Oval',
  city: 'Mumbai',
  starts_at: new Date(Date.now() + daysAhead * DAY).toISOString(),
  stands: ['General Stand', 'Pavilion'],
});

describe('the T20 fixture list (issue 30: tap a fixture to request it)', () => {
  it('makes each open match one named button that starts the request with that match; a closed one is not a button', async () => {
    stubFetch({
      'GET /api/booking/t20_fixtures': reply(200, {
        data: [fixture('T20-OPEN', 30, 'Delhi Dynamos'), fixture('T20-SOON', 1, 'Chennai Chargers')],
      }),
    });
    const onRequest = vi.fn();
    const { user } = renderWithProviders(<FixtureList type="T20Enquiry" words={t20Words} closeDaysBefore={3} onRequest={onRequest} />);

    const open = await screen.findByRole('button', {
      name: /^Choose this match: Mumbai Mariners v Delhi Dynamos, .* IST, Marine Lines Oval$/,
    });
    expect(screen.queryByRole('button', { name: /Chennai Chargers/ })).toBeNull();
    expect(screen.getByText('Requests closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request tickets/ })).toBeNull();

    await user.click(open);
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(takeRequestedFixture()).toBe('T20-OPEN');
    expect(takeRequestedFixture()).toBeUndefined();
  });
});
