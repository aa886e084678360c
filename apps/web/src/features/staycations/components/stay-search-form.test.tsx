import { messages } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { StaySearchForm } from './stay-search-form';

const AUTOCOMPLETE = 'GET /api/rewards/luxury_staycations/autocomplete';
const goa = { destinations: [{ id: 'goa', name: 'Goa', state: 'Goa', hotel_count: 3 }], hotels: [] };
const room = (n: number) => screen.getByRole('group', { name: `Room ${n}` });
const count = (scope: HTMLElement, label: string) => within(scope).getByRole('group', { name: label }).querySelector('output')!.textContent;

function renderForm() {
  const api = stubFetch({ [AUTOCOMPLETE]: reply(200, goa) });
  const onSearch = vi.fn();
  return { ...renderWithProviders(<StaySearchForm onSearch={onSearch} />), api, onSearch };
}

describe('the rooms-and-guests picker (issue 19 occupancy rules)', () => {
  it('starts at one room with 2 adults and 1 child, asks the child’s age, and sends the stay only once it is given', async () => {
    const { user, onSearch } = renderForm();
    expect(count(room(1), 'Adults')).toBe('2');
    expect(count(room(1), 'Children')).toBe('1');
    expect(screen.getByLabelText('Age of child 1')).toHaveValue('');

    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Go');
    await user.click(await screen.findByRole('option', { name: /^Goa/ }));
    await user.click(screen.getByRole('button', { name: 'Search stays' }));
    expect(await screen.findByText(messages.hotelChildAgeRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Age of child 1')).toHaveAttribute('aria-invalid', 'true');
    expect(onSearch).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Age of child 1'), '8 years');
    await user.click(screen.getByRole('button', { name: 'Search stays' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0]![0]).toMatchObject({
      destination: { id: 'goa', name: 'Goa' },
      stay: { rooms: [{ adults: 2, children: 1, children_ages: [8] }] },
    });
  });

  it('stops at 3 adults, 2 children and 4 guests a room, asks each child’s age, and at 5 rooms', async () => {
    const { user } = renderForm();
    const first = room(1);
    await user.click(within(first).getByRole('button', { name: 'Add one adult in room 1' }));
    expect(count(first, 'Adults')).toBe('3');
    // 3 adults and a child make 4 guests: the room is full.
    expect(within(first).getByRole('button', { name: 'Add one adult in room 1' })).toBeDisabled();
    expect(within(first).getByRole('button', { name: 'Add one child in room 1' })).toBeDisabled();

    await user.click(within(first).getByRole('button', { name: 'Remove one adult in room 1' }));
    await user.click(within(first).getByRole('button', { name: 'Add one child in room 1' }));
    expect(count(first, 'Children')).toBe('2');
    expect(within(first).getByRole('button', { name: 'Add one child in room 1' })).toBeDisabled();
    expect(screen.getByLabelText('Age of child 2')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Remove one adult in room 1' }));
    expect(count(first, 'Adults')).toBe('1');
    expect(within(first).getByRole('button', { name: 'Remove one adult in room 1' })).toBeDisabled();

    for (let rooms = 1; rooms < 5; rooms++) await user.click(screen.getByRole('button', { name: 'Add a room' }));
    expect(screen.getAllByRole('group', { name: /^Room \d$/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Add a room' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove room 5' }));
    expect(screen.getByRole('button', { name: 'Add a room' })).toBeEnabled();
  });
});
