import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { signInToConsole } from '@/test/staff-console';
import OffersConsolePage from './offers-console-page';

describe('OffersConsolePage: each page for the roles it serves', () => {
  it.each([
    ['merchant', '/ops/merchants'],
    ['merchant', '/ops/client-settings'],
    ['concierge', '/ops/offers'],
  ] as const)('tells a %s that %s is not for it, and asks the server nothing more', async (role, route) => {
    const api = signInToConsole(role);
    renderWithProviders(<OffersConsolePage />, { route });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is not open to your account.');
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/ops/me']);
  });

  it("opens a merchant's own offers", async () => {
    signInToConsole('merchant', { 'GET /api/offer/manage/offers': reply(200, { data: [] }) });
    renderWithProviders(<OffersConsolePage />, { route: '/ops/offers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My offers' })).toBeInTheDocument();
    expect(await screen.findByText('No offers here.')).toBeInTheDocument();
  });
});
