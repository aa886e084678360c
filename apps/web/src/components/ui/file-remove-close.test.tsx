import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { FileDropZone } from './file-drop-zone';

/** Issue 30 ("Finish"): the text glyphs a close button once drew, instead of an icon. */
const GLYPHS = /[×✕✖✗xX]/;

describe("FileDropZone's remove buttons (issue 30: real icons, not text glyphs)", () => {
  it('draws each chosen file’s remove button as a named icon that takes the file off the list', async () => {
    stubFetch({});
    const ticket = new File(['%PDF-1.4'], 'ticket.pdf', { type: 'application/pdf' });
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <FileDropZone
        label="Upload tickets"
        files={[ticket]}
        onChange={onChange}
        check={() => undefined}
        onInvalid={() => {}}
        limits="JPG, JPEG, PNG or PDF, up to 5 MB each"
        listLabel="Chosen tickets"
      />,
    );
    const remove = screen.getByRole('button', { name: 'Remove ticket.pdf' });
    expect(remove.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(remove.textContent).not.toMatch(GLYPHS);
    expect(remove.textContent?.trim()).toBe('');
    await user.click(remove);
    expect(onChange).toHaveBeenCalledWith([]);
  });
});
