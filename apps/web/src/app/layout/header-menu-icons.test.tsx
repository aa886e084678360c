import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { Header } from './header';

describe("the header's menu buttons (issue 30: real icons, not text glyphs)", () => {
  it('names each menu by its words alone and draws its arrow as an icon, never a ▾', async () => {
    stubFetch({
      'GET /api/core/cards': reply(200, { data: [] }),
      'GET /api/core/client': reply(200, {
        data: { programme_name: 'Privileges', logo_url: '/logo.svg', helpline: '1800 103 4962', concierge_email: 'concierge@example.com' },
      }),
    });
    renderWithProviders(<Header />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of ['Eligible Cards', 'Categories', 'Concierge']) {
      const trigger = within(nav).getByRole('button', { name });
      expect(trigger.textContent).toBe(name);
      expect(trigger.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    // The side menu's trigger (under 993 px) is an icon too.
    const openMenu = screen.getByRole('button', { name: 'Open menu' });
    expect(openMenu.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(openMenu.textContent).not.toMatch(/[☰≡]/);
  });
});
