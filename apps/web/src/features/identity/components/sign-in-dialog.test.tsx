import { messages } from '@portal/contract';
import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import SignInDialog from './sign-in-dialog';

const USER_ID = '7f1c3a0e-0000-4000-8000-000000000001';
const cardKnown = {
  'GET /api/customer/bins/validate': reply(200, {
    success: true,
    data: { card_id: 'c1', name: 'Magnus Credit Card', bin_type: 'first8', image: '/m.png', category: 'credit' },
  }),
};

async function openAtMobileStep() {
  const onClose = vi.fn();
  const view = renderWithProviders(<SignInDialog onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Log In' });
  await view.user.type(within(dialog).getByLabelText('Digits 1 to 4'), '1234');
  await view.user.type(within(dialog).getByLabelText('Digits 5 to 8'), '5678');
  await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await within(dialog).findByLabelText('Mobile number (+91)');
  return { ...view, dialog, onClose };
}

describe('SignInDialog (spec 01 §2 login modal, §4 sign-in flow)', () => {
  it("opens on the card check, and closes with 'redirect' from the close icon", async () => {
    stubFetch({});
    const onClose = vi.fn();
    const { user } = renderWithProviders(<SignInDialog onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(within(dialog).getByText('Enter the first 8 digits of your card')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Mobile number (+91)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('redirect');
  });

  it("closes with 'redirect' on Escape", async () => {
    stubFetch({});
    const onClose = vi.fn();
    const { user } = renderWithProviders(<SignInDialog onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Log In' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('redirect');
  });

  it('after the card check shows the card name with the mobile field, and Change card goes back', async () => {
    stubFetch(cardKnown);
    const { dialog, user, onClose } = await openAtMobileStep();
    expect(within(dialog).getByText('Card:').parentElement).toHaveTextContent('Card: Magnus Credit Card');
    await waitFor(() => expect(within(dialog).getByLabelText('Mobile number (+91)')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Change card' }));
    expect(within(dialog).getByLabelText('Digits 1 to 4')).toHaveValue('');
    expect(within(dialog).queryByText('Magnus Credit Card')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('goes from the mobile to the OTP step for an existing user, naming the number the code went to', async () => {
    stubFetch({
      ...cardKnown,
      'GET /api/customer/users/search': reply(200, { data: { id: USER_ID, mobile: '9876543210' } }),
      'POST /api/customer/users/:id/otps': reply(200, { success: true }),
    });
    const { dialog, user } = await openAtMobileStep();
    await user.type(within(dialog).getByLabelText('Mobile number (+91)'), '9876543210');
    expect(await within(dialog).findByLabelText('One-time code (OTP)')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the 6-digit code sent to +91 9876543210.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Mobile number (+91)')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Magnus Credit Card')).toBeInTheDocument();
    expect(screen.queryByText(messages.otpRequestLimit)).not.toBeInTheDocument();
  });
});
