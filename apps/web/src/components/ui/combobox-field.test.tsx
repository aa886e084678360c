import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/contract';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { ComboboxField, type ComboboxOption } from './combobox-field';

const airports: ComboboxOption[] = [
  { value: 'mumbai-terminal-1', label: 'Chhatrapati Shivaji Maharaj International Airport - Terminal 1' },
  { value: 'mumbai-terminal-2', label: 'Chhatrapati Shivaji Maharaj International Airport - Terminal 2' },
  { value: 'new-delhi-terminal-3', label: 'Indira Gandhi International Airport - Terminal 3' },
  { value: 'goa-main-terminal', label: 'Dabolim Airport - Main Terminal' },
];

/** An airport field on a form; `onSave` hears the value it holds. */
function Harness({ onSave, error, initial = '' }: { onSave: (value: string) => void; error?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value);
      }}
    >
      <ComboboxField label="Airport" placeholder="Select airport" options={airports} value={value} onChange={setValue} error={error} />
      <button type="button" onClick={() => setValue('')}>
        Clear from outside
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

const visibleOptions = () =>
  within(screen.getByRole('listbox', { name: 'Airport' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('ComboboxField', () => {
  it('is a combobox named by its visible label, its list closed until used', () => {
    stubFetch({});
    renderWithProviders(<Harness onSave={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Airport' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.getByText('Airport', { selector: 'label' })).toBeVisible();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('filters as you type, whatever the case; the arrows move and Enter chooses; the form holds the value', async () => {
    stubFetch({});
    const onSave = vi.fn();
    const { user } = renderWithProviders(<Harness onSave={onSave} />);
    const box = screen.getByRole('combobox', { name: 'Airport' });
    await user.type(box, 'chhatrapati');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(visibleOptions()).toEqual([airports[0]!.label, airports[1]!.label]);
    // The first match is active as you type, so Enter takes it; the arrows move on from there.
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: airports[0]!.label }).id);
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: airports[1]!.label });
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: airports[0]!.label }).id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(box).toHaveValue(airports[1]!.label);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith('mumbai-terminal-2');
  });

  it('opens on ArrowDown with every option, the chosen one active; a click chooses', async () => {
    stubFetch({});
    const onSave = vi.fn();
    const { user } = renderWithProviders(<Harness onSave={onSave} initial="new-delhi-terminal-3" />);
    const box = screen.getByRole('combobox', { name: 'Airport' });
    expect(box).toHaveValue('Indira Gandhi International Airport - Terminal 3');
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(visibleOptions()).toHaveLength(4);
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Indira Gandhi/ }).id);
    await user.click(screen.getByRole('option', { name: 'Dabolim Airport - Main Terminal' }));
    expect(box).toHaveValue('Dabolim Airport - Main Terminal');
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith('goa-main-terminal');
  });

  it('Escape closes the list and puts back the chosen name; leaving with half a name keeps the choice', async () => {
    stubFetch({});
    const onSave = vi.fn();
    const { user } = renderWithProviders(<Harness onSave={onSave} initial="goa-main-terminal" />);
    const box = screen.getByRole('combobox', { name: 'Airport' });
    await user.clear(box);
    await user.type(box, 'indira');
    expect(visibleOptions()).toEqual(['Indira Gandhi International Airport - Terminal 3']);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Dabolim Airport - Main Terminal');
    await user.type(box, ' x');
    await user.tab();
    expect(box).toHaveValue('Dabolim Airport - Main Terminal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith('goa-main-terminal');
  });

  it('says when nothing matches, and takes a name typed in full when you leave the field', async () => {
    stubFetch({});
    const onSave = vi.fn();
    const { user } = renderWithProviders(<Harness onSave={onSave} />);
    const box = screen.getByRole('combobox', { name: 'Airport' });
    await user.type(box, 'heathrow');
    expect(screen.getByText('Nothing matches “heathrow”.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 choices');
    await user.clear(box);
    await user.type(box, 'dabolim airport - main terminal');
    await user.tab();
    expect(box).toHaveValue('Dabolim Airport - Main Terminal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith('goa-main-terminal');
  });

  it('shows a value the form clears, and its error in the spec’s words', async () => {
    stubFetch({});
    const { user, rerender } = renderWithProviders(<Harness onSave={vi.fn()} initial="goa-main-terminal" />);
    await user.click(screen.getByRole('button', { name: 'Clear from outside' }));
    expect(screen.getByRole('combobox', { name: 'Airport' })).toHaveValue('');
    rerender(<Harness onSave={vi.fn()} error={messages.airportRequired} />);
    const box = screen.getByRole('combobox', { name: 'Airport' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(messages.airportRequired);
  });
});
