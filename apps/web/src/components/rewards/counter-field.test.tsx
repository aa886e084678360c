import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CounterField } from './counter-field';

describe('CounterField', () => {
  it('steps with named buttons that draw icons, not text glyphs (issue 30), and stops at its limits', async () => {
    const onChange = vi.fn();
    render(<CounterField label="Child" hint="Ages 3 to 11" value={0} min={0} max={4} onChange={onChange} unit="child" />);
    const remove = screen.getByRole('button', { name: 'Remove one child' });
    const add = screen.getByRole('button', { name: 'Add one child' });
    for (const button of [remove, add]) {
      expect(button.querySelector('svg')).not.toBeNull();
      expect(button.textContent).toBe('');
    }
    expect(remove).toBeDisabled();
    await userEvent.click(add);
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('group', { name: 'Child' })).toHaveTextContent('Ages 3 to 11');
  });
});
