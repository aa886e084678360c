import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/contract';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { slotValue, TimeField, type TimeSlot } from './time-field';

const quarterHours: TimeSlot[] = Array.from({ length: 96 }, (_, i) => ({ hour: Math.floor(i / 4), minute: (i % 4) * 15 }));

/** A time field and the buttons around it; `onSave` hears the value it holds. */
function Harness({ slots, error, onSave }: { slots: readonly TimeSlot[]; error?: string; onSave: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value);
      }}
    >
      <button type="button">Before</button>
      <TimeField
        label="Travel time"
        hint="India time"
        slots={slots}
        value={value}
        error={error}
        onChange={(slot) => setValue(slot ? slotValue(slot) : '')}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TimeField', () => {
  it('shows every time as a chip named by its time, grouped by part of day, in one labelled radio group', () => {
    stubFetch({});
    renderWithProviders(<Harness slots={quarterHours} onSave={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Travel time' });
    expect(group).toHaveAccessibleDescription('India time');
    expect(within(group).getAllByRole('radio')).toHaveLength(96);
    expect(
      within(group)
        .getAllByRole('group')
        .map((part) => part.firstElementChild?.textContent),
    ).toEqual(['Night', 'Morning', 'Afternoon', 'Evening']);
    const afternoon = within(group).getByRole('group', { name: 'Afternoon' });
    expect(within(afternoon).getAllByRole('radio')[0]).toHaveAccessibleName('12:00 PM');
    expect(within(afternoon).getByRole('radio', { name: '3:30 PM' })).not.toBeChecked();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('is one tab stop; the arrow keys move through the times and choose, and the form holds the chosen time', async () => {
    stubFetch({});
    const onSave = vi.fn();
    const golf = [6, 7, 8, 12, 17].map((hour) => ({ hour, minute: 0 }));
    const { user } = renderWithProviders(<Harness slots={golf} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '6:00 AM' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '7:00 AM' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '7:00 AM' })).toBeChecked();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Across the part of day's boundary, as one group.
    expect(screen.getByRole('radio', { name: '12:00 PM' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: '8:00 AM' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: '8:00 AM' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith('8:0');

    await user.click(screen.getByRole('radio', { name: '5:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith('17:0');
  });

  it("says the field's problem in the spec's words on the group", () => {
    stubFetch({});
    renderWithProviders(<Harness slots={quarterHours} error={messages.bookingTimeRequiredAirport} onSave={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Travel time' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(`India time ${messages.bookingTimeRequiredAirport}`);
  });

  it('says so when the day has no time left', () => {
    stubFetch({});
    renderWithProviders(<Harness slots={[]} onSave={vi.fn()} />);
    expect(screen.getByText('No time is left on this day.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
