import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';

function Field({ onChange, firstDate }: { onChange: (value: string) => void; firstDate?: string }) {
  const [value, setValue] = useState('');
  const change = (next: string) => {
    setValue(next);
    onChange(next);
  };
  return <DateField label="Travel date" name="travel_date" value={value} onChange={change} firstDate={firstDate} />;
}

describe('DateField', () => {
  it('takes a typed dd/mm/yyyy day as YYYY-MM-DD, and passes on text that is not a day as typed', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByLabelText('Travel date');
    await userEvent.type(input, '03/12/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-03');
    await userEvent.clear(input);
    await userEvent.type(input, '31/02');
    expect(onChange).toHaveBeenLastCalledWith('31/02');
  });

  it('loads its calendar when first opened (its own chunk), greys the days before the first, and picks a day', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} firstDate="2026-12-03" />);
    const button = screen.getByRole('button', { name: 'Choose travel date on a calendar' });
    await userEvent.click(button);
    const calendar = screen.getByRole('dialog', { name: 'Travel date calendar' });
    const firstDay = await screen.findByRole('button', { name: 'Thursday, 3 December 2026' });
    expect(calendar).toContainElement(firstDay);
    expect(screen.getByRole('button', { name: 'Wednesday, 2 December 2026' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Friday, 4 December 2026' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-12-04');
    expect(screen.getByLabelText('Travel date')).toHaveValue('04/12/2026');
    expect(screen.queryByRole('dialog', { name: 'Travel date calendar' })).toBeNull();
    expect(button).toHaveFocus();
  });
});
