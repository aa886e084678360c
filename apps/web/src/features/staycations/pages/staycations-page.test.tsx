import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import StaycationsPage from './staycations-page';

const goa = { destinations: [{ id: 'goa', name: 'Goa', state: 'Goa', hotel_count: 1 }], hotels: [] };
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

describe('the staycations page (issue 30)', () => {
  it('after a search, focuses the results heading and shows each hotel with its picture and price a night', async () => {
    stubFetch({
      'GET /api/rewards/luxury_staycations/autocomplete': reply(200, goa),
      'POST /api/rewards/luxury_staycations/hotel_list_details': reply(200, { hotels: [sands] }),
      'POST /api/rewards/luxury_staycations/hotel_room_availability': reply(200, { hotel_id: 'goa-sands', rates: [] }),
    });
    const { user } = renderWithProviders(<StaycationsPage />, { route: '/staycations' });
    expect(screen.getByRole('heading', { name: 'Collections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /This weekend in Goa/ })).toHaveAttribute(
      'href',
      expect.stringContaining('destination_id=goa'),
    );

    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Go');
    await user.click(await screen.findByRole('option', { name: /^Goa/ }));
    await user.selectOptions(screen.getByLabelText('Age of child 1'), '8 years');
    await user.click(screen.getByRole('button', { name: 'Search stays' }));

    const heading = await screen.findByRole('heading', { name: 'Stays in Goa' });
    await waitFor(() => expect(heading).toHaveFocus());
    const card = (await screen.findByRole('link', { name: 'The Sands Retreat' })).closest('li')!;
    const nights = Math.round(
      (Date.parse(new URLSearchParams(window.location.search).get('check_out')!) -
        Date.parse(new URLSearchParams(window.location.search).get('check_in')!)) /
        86_400_000,
    );
    expect(within(card).getByText(`Rs.${Math.round(28000 / nights).toLocaleString('en-IN')}`)).toBeInTheDocument();
    expect(within(card).getByText('a night')).toBeInTheDocument();
    const picture = card.querySelector('picture')!;
    expect(picture.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/images/listings/hotel-goa-sands-400.avif 400w, /images/listings/hotel-goa-sands-800.avif 800w',
    );
    expect(picture.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('brings a collection’s results into view too: its link searches, and focus moves to the results heading', async () => {
    stubFetch({
      'GET /api/rewards/luxury_staycations/autocomplete': reply(200, goa),
      'POST /api/rewards/luxury_staycations/hotel_list_details': reply(200, { hotels: [sands] }),
      'POST /api/rewards/luxury_staycations/hotel_room_availability': reply(200, { hotel_id: 'goa-sands', rates: [] }),
    });
    const { user } = renderWithProviders(<StaycationsPage />, { route: '/staycations' });
    await user.click(screen.getByRole('link', { name: /This weekend in Goa/ }));
    const heading = await screen.findByRole('heading', { name: 'Stays in Goa' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByRole('link', { name: 'The Sands Retreat' })).toBeInTheDocument();
  });

  it('does not take focus from the page when it is opened at an address with a search', async () => {
    stubFetch({
      'GET /api/rewards/luxury_staycations/autocomplete': reply(200, goa),
      'POST /api/rewards/luxury_staycations/hotel_list_details': reply(200, { hotels: [sands] }),
      'POST /api/rewards/luxury_staycations/hotel_room_availability': reply(200, { hotel_id: 'goa-sands', rates: [] }),
    });
    renderWithProviders(<StaycationsPage />, {
      route: '/staycations?destination_id=goa&destination=Goa&check_in=2027-02-05&check_out=2027-02-07&rooms=2',
    });
    expect(await screen.findByRole('link', { name: 'The Sands Retreat' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stays in Goa' })).not.toHaveFocus();
  });
});
