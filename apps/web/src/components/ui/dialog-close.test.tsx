import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { Dialog } from './dialog';

/** Issue 30 ("Finish"): the text glyphs a close or menu button once drew, instead of an icon. */
const GLYPHS = /[×✕✖✗xX☰≡▾▼]/;

describe("Dialog's close button (issue 30: real icons, not text glyphs)", () => {
  it.each(['centre', 'side'] as const)('draws an icon with an accessible name and no glyph text (%s placement)', async (placement) => {
    stubFetch({});
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <Dialog open onClose={onClose} title="Send booking request" placement={placement}>
        <p>Form</p>
      </Dialog>,
    );
    const close = await screen.findByRole('button', { name: 'Close' });
    expect(close.querySelector('svg')).not.toBeNull();
    expect(close.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(close.textContent).not.toMatch(GLYPHS);
    expect(close.textContent?.trim()).toBe('');
    await user.click(close);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
