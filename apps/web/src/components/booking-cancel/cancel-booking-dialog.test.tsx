import { messages, type BookingListItem } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, reply, stubFetch } from '@/test/fetch-double';
import { formatIstDateTime } from '@/lib/format-ist';
import { renderWithProviders } from '@/test/render';
import { useCancelBooking } from './cancel-booking';
import { CancelBookingDialog, ConfirmCancelDialog } from './cancel-booking-dialog';

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
    expect(within(dialog).queryByRole('term')).not.toBeInTheDocument();
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

describe('ConfirmCancelDialog with a refund line', () => {
  const until = '2026-12-01T06:30:00.000Z';
  const question = messages.freeCancellationConfirm('Rs.2,400');
  /** The shared dialog as a paid booking within its free cancellation uses it: the refund shown before confirming. */
  function RefundedCancel({ onClose }: { onClose: () => void }) {
    const cancel = useCancelBooking();
    return (
      <ConfirmCancelDialog
        input={{ id: 'bk-7' }}
        cancel={cancel}
        question={question}
        refund={{ booking: 'Heritage walk of Fort', amount: 2400, until }}
        onClose={onClose}
      />
    );
  }

  it('shows the booking, the refund and the deadline under labels, and Keep booking closes without asking the server', async () => {
    const api = stubFetch({});
    const onClose = vi.fn();
    const { user } = renderWithProviders(<RefundedCancel onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(dialog).toHaveAccessibleDescription(question);
    const line = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(line('Booking')).toHaveTextContent('Heritage walk of Fort');
    expect(line('Refund to your card')).toHaveTextContent('Rs.2,400');
    expect(line('Free cancellation ends')).toHaveTextContent(formatIstDateTime(until));
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
  });

  it("sends its input, shows the server's message and closes; a refusal keeps it open", async () => {
    const ended = messages.freeCancellationEnded(formatIstDateTime(until));
    const done = messages.freeCancellationDone('Rs.2,400');
    const api = stubFetch({
      [CANCEL]: [apiError(409, 'CONFLICT', ended), reply(200, { status: 'success', msg: done, data: booking })],
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<RefundedCancel onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel booking' });
    await user.click(confirm);
    expect(await screen.findByText(ended)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(api.requests(CANCEL).map((request) => request.body)).toEqual([{ id: 'bk-7' }, { id: 'bk-7' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
