import { addDays, istDate, type TourInventory, type TourProduct } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubFetch, type Reply } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import TourPage from './tour-page';

const tour: TourProduct = {
  id: 'mum-heritage',
  name: 'Colaba and Fort Heritage Walk',
  city: 'Mumbai',
  category_id: 'walks',
  image_url: '/images/listings/tour-mumbai-heritage-800.webp',
  rating: 4.7,
  review_count: 1842,
  currency: 'INR',
  price_from: 1200,
  original_price_from: 1440,
  description: 'Art Deco facades and Gothic arcades.',
  highlights: [],
  cancellation_policy: 'Free cancellation up to 24 hours before the start.',
  variants: [{ id: 'group', name: 'Group walk', description: 'With a guide.', duration_minutes: 180, price_from: 1200 }],
};

/** One 8:00 am (IST) slot of the group walk on `date`, with 12 places left. */
const slotOn = (date: string): TourInventory => ({
  id: `group-${date}-0800`,
  variantId: 'group',
  startDateTime: `${date}T08:00:00+05:30`,
  endDateTime: `${date}T11:00:00+05:30`,
  availability: 'LIMITED',
  remaining: 12,
  pricing: { currency: 'INR', persons: [{ type: 'ADULT', name: 'Adult', ageFrom: 12, ageTo: null, price: 1200, originalPrice: 1440 }] },
});

/** The radio's name in the day strip ('Sat 5 Dec'). */
const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`)
    .toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .replace(',', '');

describe('the tour page', () => {
  it("never lets the day before's slot be chosen while the newly picked day's slots load", async () => {
    const tomorrow = addDays(istDate(new Date()), 1);
    const later = addDays(tomorrow, 4);
    let answerLater: (answer: Reply) => void = () => {};
    const api = stubFetch({
      'GET /api/rewards/headout/products/:id': reply(200, { data: tour }),
      'GET /api/rewards/headout/inventories': (request) =>
        request.url.searchParams.get('startDateTime')?.startsWith(tomorrow)
          ? reply(200, { data: [slotOn(tomorrow)] })
          : new Promise<Reply>((resolve) => (answerLater = resolve)),
    });
    const { user } = renderWithProviders(<TourPage />, { route: '/tours/mum-heritage', path: '/tours/:id' });
    const slots = await screen.findByRole('group', { name: 'Time slot' });
    expect(within(slots).getByRole('radio', { name: /8:00 AM/ })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: dayName(later) }));
    await expect.poll(() => api.requests('GET /api/rewards/headout/inventories').length).toBe(2);
    // Tomorrow's slot may still show, but it is not the picked day's: it cannot be chosen until that day's slots come.
    const stale = within(screen.getByRole('group', { name: 'Time slot' })).getByRole('radio', { name: /8:00 AM/ });
    expect(stale).toHaveAttribute('value', slotOn(tomorrow).id);
    expect(stale).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Time slot' })).toHaveAttribute('aria-busy', 'true');
    await user.click(stale);
    expect(stale).not.toBeChecked();

    answerLater(reply(200, { data: [slotOn(later)] }));
    const timeSlot = () => screen.getByRole('group', { name: 'Time slot' });
    await expect.poll(() => timeSlot().getAttribute('aria-busy')).toBe('false');
    const fresh = within(timeSlot()).getByRole('radio', { name: /8:00 AM/ });
    expect(fresh).toBeEnabled();
    await user.click(fresh);
    expect(fresh).toBeChecked();
    expect(fresh).toHaveAttribute('value', slotOn(later).id);
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('Rs.2,400');
  });
});
