import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { SideMenu } from './side-menu';

/** Issue 30 ("Finish"): the text glyphs a close or menu button once drew, instead of an icon. */
const GLYPHS = /[×✕✖✗xX☰≡▾▼]/;

/** A button as a user meets it: named, drawn with an icon, with no glyph standing in for one. */
function expectIconButton(button: HTMLElement) {
  expect(button.querySelector('svg')).not.toBeNull();
  expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(button.textContent).not.toMatch(GLYPHS);
  expect(button.textContent?.trim()).toBe('');
}

describe('SideMenu buttons (issue 30: real icons, not text glyphs)', () => {
  it("opens from an icon 'Open menu' button and closes from an icon 'Close menu' button", async () => {
    stubFetch({
      'GET /api/core/client': reply(200, {
        data: { programme_name: 'Privileges', logo_url: '/logo.svg', helpline: '1800 103 4962', concierge_email: 'concierge@example.com' },
      }),
    });
    const { user } = renderWithProviders(<SideMenu cards={[]} />);
    expectIconButton(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    expectIconButton(close);
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    // The real trigger that replaced the stand-in is an icon too.
    expectIconButton(screen.getByRole('button', { name: 'Open menu' }));
  });
});
