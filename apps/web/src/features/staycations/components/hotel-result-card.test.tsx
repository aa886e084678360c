import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { HotelResultCard } from './hotel-result-card';
import { StaySaving } from './stay-saving';

const sands = {
  id: 'goa-sands',
  name: 'The Sands Retreat',
  destination: 'Goa',
  star_rating: 5,
  image_url: '/images/listings/hotel-goa-sands-800.webp',
  hotel_currency: 'INR',
  price: 28000,
  price_inr: 28000,
};
const stay = { check_in: '2027-02-10', check_out: '2027-02-12', rooms: [{ adults: 2, children: 0, children_ages: [] }] };
const rate = {
  rate_id: 'goa-sands-dlx-ro',
  room_id: 'goa-sands-dlx',
  room_name: 'Deluxe room',
  board: 'Room only',
  price: 28000,
  price_inr: 28000,
  hotel_currency: 'INR',
  cancellation_policy: { type: 'non_refundable', free_until: null, refund_percent: 0, text: 'This rate cannot be refunded.' },
};

describe('a hotel of the staycation results (issue 30: member price against the public price)', () => {
  it("shows what a member saves on the stay against the hotel's public price", async () => {
    stubFetch({
      'POST /api/rewards/luxury_staycations/hotel_room_availability': reply(200, {
        hotel_id: 'goa-sands',
        rates: [{ ...rate, public_price_inr: 33600 }],
      }),
    });
    renderWithProviders(
      <ul>
        <HotelResultCard hotel={sands} stay={stay} />
      </ul>,
    );
    const card = within(screen.getByRole('listitem'));
    expect(await card.findByText('Members save Rs.5,600')).toBeInTheDocument();
    expect(card.getByText('Rs.14,000')).toBeInTheDocument();
  });

  it("on the hotel's page, strikes the public price through beside the saving", () => {
    renderWithProviders(<StaySaving price={28000} publicPrice={33600} />);
    expect(screen.getByText('Rs.33,600', { selector: 's' }).textContent).toBe('Usual price Rs.33,600');
    expect(screen.getByText('Members save Rs.5,600')).toBeInTheDocument();
  });

  it('shows no saving when the supplier gives no public price', async () => {
    stubFetch({
      'POST /api/rewards/luxury_staycations/hotel_room_availability': reply(200, {
        hotel_id: 'goa-sands',
        rates: [{ ...rate, public_price_inr: null }],
      }),
    });
    renderWithProviders(
      <ul>
        <HotelResultCard hotel={sands} stay={stay} />
      </ul>,
    );
    const card = within(screen.getByRole('listitem'));
    expect(await card.findByText('This rate cannot be refunded.')).toBeInTheDocument();
    expect(card.queryByText(/Members save/)).toBeNull();
  });
});
