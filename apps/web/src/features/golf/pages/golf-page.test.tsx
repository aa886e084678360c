import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import GolfPage from './golf-page';

const CHECK = 'POST /api/booking/golf_enquiries/check_bin';

beforeEach(() => {
  storage.set('token', 'token-1');
  storage.set('currentUser', { id: 'u1', name: 'Dev', full_name: 'Dev Patel', bin: '41000005' });
});
afterEach(() => storage.clearAll());

describe('GolfPage card check (spec 02 §4, §8)', () => {
  it(
    "answers status 'error' with the error toast of the server's message; the refusal beside it names the cards with golf",
    { timeout: 15_000 },
    async () => {
      stubFetch({
        'GET /api/booking/golf_course_lists': reply(200, { data: [] }),
        'GET /api/core/cards': reply(200, { data: [] }),
        [CHECK]: reply(200, { status: 'error', msg: 'Golf is not part of this card' }),
      });
      const { user } = renderWithProviders(<GolfPage />, { route: '/golf' });
      await user.click(screen.getAllByRole('button', { name: /Familiar with the Game/ })[0]!);
      const toast = await screen.findByText('Golf is not part of this card', { selector: '[data-sonner-toast] *' }, { timeout: 5000 });
      expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
      const dialog = await screen.findByRole('dialog', { name: 'Send booking request' }, { timeout: 5000 });
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Golf is not part of this card');
    },
  );
});
