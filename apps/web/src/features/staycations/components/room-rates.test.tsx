import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotelRate } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { RoomRates } from './room-rates';

const rate = (rate_id: string, room_id: string, room_name: string, board: string, price_inr: number, text: string): HotelRate => ({
  rate_id,
  room_id,
  room_name,
  board,
  price: price_inr,
  price_inr,
  public_price_inr: null,
  hotel_currency: 'INR',
  cancellation_policy: { type: 'free_cancellation', free_until: null, refund_percent: 100, text },
});
const room = (id: string, name: string) => ({
  id,
  name,
  description: '',
  image_url: `/images/listings/${id}-800.webp`,
  max_adults: 2,
  max_children: 1,
  amenities: [],
});

describe('RoomRates', () => {
  it("shows each room's picture once with its rates below it, priced a night, and Reserve takes the rate (issue 30)", async () => {
    const onReserve = vi.fn();
    const rates = [
      rate('dlx-ro', 'dlx', 'Deluxe Garden Room', 'Room only', 20_000, 'Free cancellation until 12 Dec 2026, 12:00 PM.'),
      rate('villa-ro', 'villa', 'Pool Villa', 'Room only', 60_000, 'This rate cannot be refunded.'),
      rate('dlx-bb', 'dlx', 'Deluxe Garden Room', 'Breakfast included', 24_000, 'Half the price is refunded if you cancel.'),
    ];
    const { container } = render(
      <RoomRates rates={rates} rooms={[room('dlx', 'Deluxe Garden Room'), room('villa', 'Pool Villa')]} nights={2} onReserve={onReserve} />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Deluxe Garden Room', 'Pool Villa']);
    expect(container.querySelectorAll('img')).toHaveLength(2);
    const deluxe = screen.getByRole('list', { name: 'Deluxe Garden Room: rates' });
    const [roomOnly, breakfast] = within(deluxe).getAllByRole('listitem');
    expect(roomOnly).toHaveTextContent('Room only');
    expect(roomOnly).toHaveTextContent('Rs.10,000 a night');
    expect(roomOnly).toHaveTextContent('Rs.20,000 for the stay');
    expect(roomOnly).toHaveTextContent('Free cancellation until 12 Dec 2026, 12:00 PM.');
    expect(breakfast).toHaveTextContent('Half the price is refunded if you cancel.');
    await userEvent.click(within(breakfast!).getByRole('button', { name: 'Reserve Deluxe Garden Room, Breakfast included' }));
    expect(onReserve).toHaveBeenCalledWith(rates[2]);
  });
});
