import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInToConsole } from '@/test/staff-console';
import { OpsLayout } from './ops-layout';

describe("OpsLayout: the console's navigation by role", () => {
  it.each([
    ['concierge', ['Queue', 'Change password']],
    ['admin', ['Queue', 'Merchants', 'Offers to approve', 'Client settings', 'Staff', 'Ledger', 'Change password']],
    ['merchant', ['My offers', 'Redemptions', 'Change password']],
  ] as const)('shows the %s role what it may use', async (role, links) => {
    signInToConsole(role);
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
