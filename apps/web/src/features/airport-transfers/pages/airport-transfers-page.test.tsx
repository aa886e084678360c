import { messages } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import AirportTransfersPage from './airport-transfers-page';

const CHECK = 'POST /api/booking/airport_transfers/check_bin';
const background = {
  'GET /api/booking/airports': reply(200, { data: [] }),
  'GET /api/core/cards': reply(200, { data: [] }),
};
const refusal = messages.transferEligibleCards('Reserve and Olympus');

beforeEach(() => {
  storage.set('token', 'token-1');
  storage.set('currentUser', { id: 'u1', name: 'Asha', full_name: 'Asha Rao', bin: '41000003' });
});
afterEach(() => storage.clearAll());

describe('AirportTransfersPage card check (spec 02 §2, §4, §8)', () => {
  it(
    "answers status 'error' with the error toast of the server's message and 'Invalid Bin' beside the card field",
    { timeout: 15_000 },
    async () => {
      stubFetch({ ...background, [CHECK]: reply(200, { status: 'error', msg: refusal }) });
      const { user } = renderWithProviders(<AirportTransfersPage />, { route: '/airport-transfers' });
      await user.click(screen.getAllByRole('button', { name: messages.bookYourTransfer })[0]!);
      const toast = await screen.findByText(refusal, { selector: '[data-sonner-toast] *' }, { timeout: 5000 });
      expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');

      const dialog = await screen.findByRole('dialog', { name: messages.sendBookingRequest }, { timeout: 5000 });
      const card = within(dialog).getByLabelText('Card (first 8 digits)');
      expect(card).toHaveValue('41000003');
      expect(card).toHaveAttribute('readonly');
      expect(card).toHaveAccessibleDescription(messages.invalidBinDialog);
      // The explanation stays beside it: the server's words and the cards that include transfers.
      expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal);
      expect(within(dialog).queryByRole('button', { name: messages.transferSubmit })).not.toBeInTheDocument();
    },
  );
});
