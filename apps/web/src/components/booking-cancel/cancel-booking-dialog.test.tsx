import { messages, type BookingListItem } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { CancelBookingDialog } from './cancel-booking-dialog';

const CANCEL = 'POST /api/booking/bookings/cancel_booking';
const booking = { id: 'bk-42', fee_paid: 1 } as BookingListItem;

describe('CancelBookingDialog', () => {
  it('opens when a booking is chosen and goes when it is cleared', async () => {
    stubFetch({});
    const { rerender } = renderWithProviders(<CancelBookingDialog booking={undefined} onClose={vi.fn()} />);
    rerender(<CancelBookingDialog booking={booking} onClose={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Cancel booking' })).toBeInTheDocument();
    rerender(<CancelBookingDialog booking={undefined} onClose={vi.fn()} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before cancelling, and Keep booking closes without asking the server', async () => {
    const api = stubFetch({ [CANCEL]: reply(200, { status: 'success', msg: messages.bookingCancelled, data: booking }) });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<CancelBookingDialog booking={booking} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(dialog).toHaveAccessibleDescription(messages.cancelBookingConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
  });

  it("cancels with the booking's id and paid fee, shows the server's message and closes", async () => {
    const api = stubFetch({
      [CANCEL]: reply(200, { status: 'success', msg: 'Your booking has been cancelled. Rs. 1 will be refunded.', data: booking }),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<CancelBookingDialog booking={booking} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('Your booking has been cancelled. Rs. 1 will be refunded.')).toBeInTheDocument();
    expect(api.requests(CANCEL)[0]?.body).toEqual({ id: 'bk-42', refund_amount: 1 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open and shows the refusal word for word when the booking cannot be cancelled', async () => {
    stubFetch({ [CANCEL]: apiError(409, 'CONFLICT', messages.cancellationCutoff) });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<CancelBookingDialog booking={booking} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel booking' });
    await user.click(confirm);
    expect(await screen.findByText(messages.cancellationCutoff)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(confirm).toBeEnabled();
  });
});
