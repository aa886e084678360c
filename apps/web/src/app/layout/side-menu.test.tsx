import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { SideMenu } from './side-menu';

describe('SideMenu (under 993 px), before its panel has loaded', () => {
  it('opens when the panel arrives between the press and the release of the tap that asked for it', async () => {
    stubFetch({
      'GET /api/core/client': reply(200, {
        data: { programme_name: 'Privileges', logo_url: '/logo.svg', helpline: '1800 103 4962', concierge_email: 'concierge@example.com' },
      }),
    });
    renderWithProviders(<SideMenu cards={[]} />);
    const standIn = screen.getByRole('button', { name: 'Open menu' });
    // The press is the visitor's first interaction: it starts loading the panel, which (from cache, on a slow
    // phone) replaces the stand-in before the finger lifts. The release's click then lands on no button.
    fireEvent.pointerDown(standIn, { button: 0, pointerType: 'touch' });
    await waitFor(() => expect(standIn).not.toBeInTheDocument());
    await act(async () => {
      fireEvent.pointerUp(document.body);
      fireEvent.click(document.body);
    });
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Golf' })).toBeVisible();
    expect(await within(menu).findByRole('link', { name: '1800 103 4962' })).toBeVisible();
  });
});
