import type { ConsoleMe } from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import OffersConsolePage from './offers-console-page';

const me = (role: ConsoleMe['role']): ConsoleMe => ({
  id: '3e9d4c71-4f50-4182-bdce-3f4a5b6c7d8e',
  email: `${role}@example.in`,
  name: null,
  role,
  merchant_id: role === 'merchant' ? '4fae5d82-5061-4293-8edf-4a5b6c7d8e9f' : null,
});

afterEach(() => sessionStorage.clear());

describe('OffersConsolePage: each page for the roles it serves', () => {
  it.each([
    ['merchant', '/ops/merchants'],
    ['merchant', '/ops/client-settings'],
    ['concierge', '/ops/offers'],
  ] as const)('tells a %s that %s is not for it, and asks the server nothing more', async (role, route) => {
    sessionStorage.setItem('ops-token', 'staff-tok');
    const api = stubFetch({ 'GET /api/ops/me': reply(200, { data: me(role) }) });
    renderWithProviders(<OffersConsolePage />, { route });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is not open to your account.');
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/ops/me']);
  });

  it("opens a merchant's own offers", async () => {
    sessionStorage.setItem('ops-token', 'staff-tok');
    stubFetch({ 'GET /api/ops/me': reply(200, { data: me('merchant') }), 'GET /api/offer/manage/offers': reply(200, { data: [] }) });
    renderWithProviders(<OffersConsolePage />, { route: '/ops/offers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My offers' })).toBeInTheDocument();
    expect(await screen.findByText('No offers here.')).toBeInTheDocument();
  });
});
