import type { ConsoleMe } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { OpsLayout } from './ops-layout';

const me = (role: ConsoleMe['role']): ConsoleMe => ({
  id: '3e9d4c71-4f50-4182-bdce-3f4a5b6c7d8e',
  email: `${role}@example.in`,
  name: null,
  role,
  merchant_id: role === 'merchant' ? '4fae5d82-5061-4293-8edf-4a5b6c7d8e9f' : null,
});

afterEach(() => sessionStorage.clear());

describe("OpsLayout: the console's navigation by role", () => {
  it.each([
    ['concierge', ['Queue']],
    ['admin', ['Queue', 'Merchants', 'Offers to approve', 'Client settings', 'Staff']],
    ['merchant', ['My offers', 'Redemptions']],
  ] as const)('shows the %s role what it may use', async (role, links) => {
    sessionStorage.setItem('ops-token', 'staff-tok');
    stubFetch({ 'GET /api/ops/me': reply(200, { data: me(role) }) });
    renderWithProviders(<OpsLayout />, { route: '/ops' });
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    await within(nav).findByText(`${role}@example.in`);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links);
  });
});
