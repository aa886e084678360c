import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import ConciergeLandingPage from './concierge-landing-page';

const CHECK = 'POST /api/booking/airport_vip_privileges_enquiries/check_bin';
const background = {
  'GET /api/booking/airports': reply(200, { data: [] }),
  'GET /api/core/cards': reply(200, { data: [] }),
};

beforeEach(() => {
  storage.set('token', 'token-1');
  storage.set('currentUser', { id: 'u1', name: 'Asha', full_name: 'Asha Rao', bin: '41000005' });
});
afterEach(() => storage.clearAll());

describe('ConciergeLandingPage card check (spec 02 §4, §8)', () => {
  it(
    "answers status 'error' with the error toast of the server's message, keeps it beside the eligible cards, and opens no dialog",
    { timeout: 15_000 },
    async () => {
      const api = stubFetch({ ...background, [CHECK]: reply(200, { status: 'error', msg: 'Card not eligible for the service' }) });
      const { user } = renderWithProviders(<ConciergeLandingPage />, { route: '/airport-concierge-service' });
      await user.click(screen.getAllByRole('button', { name: 'Book a visit' })[0]!);
      const toast = await screen.findByText('Card not eligible for the service', { selector: '[data-sonner-toast] *' }, { timeout: 5000 });
      expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
      expect(screen.getByRole('alert')).toHaveTextContent('Card not eligible for the service');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.requests(CHECK)).toHaveLength(1);
    },
  );
});
