import { messages, type OpsBookingDetail } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubFetch, validationError } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { ConfirmBookingDialog } from './confirm-booking-dialog';
import { DeclineBookingDialog } from './decline-booking-dialog';

const booking = { id: 'b-7', reference: 'GE-1007', type: 'GolfEnquiry', staff_events: ['confirm', 'decline'] } as OpsBookingDetail;

describe('Ops booking detail: the decline dialog', () => {
  it('asks for a reason before declining, then declines with it, says so and closes', async () => {
    const api = stubFetch({
      'POST /api/ops/bookings/:id/decline': reply(200, { data: { ...booking, status: 'declined', staff_events: [] } }),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<DeclineBookingDialog booking={booking} open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Decline GE-1007' });
    await user.type(within(dialog).getByLabelText('Reason'), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(await within(dialog).findByText('Give the reason for declining.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 't available that day');
    await user.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(await screen.findByText(messages.bookingDeclined)).toBeInTheDocument();
    expect(api.requests('POST /api/ops/bookings/:id/decline')[0]).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/ops/bookings/b-7/decline' }),
      body: { reason: 'not available that day' },
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Ops booking detail: the confirm dialog', () => {
  it("asks for the golf details (tee time, course contact and phone), and puts the server's field errors on their fields", async () => {
    const api = stubFetch({
      'POST /api/ops/bookings/:id/confirm': validationError({ 'details.tee_time': ['The tee time is outside the course hours.'] }),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ConfirmBookingDialog booking={booking} open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm GE-1007' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText('Enter the tee time.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the course contact name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the course contact phone (8 to 16 digits).')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Tee time'), '06:30');
    await user.type(within(dialog).getByLabelText('Course contact'), 'Ravi');
    await user.type(within(dialog).getByLabelText('Course contact phone'), '+91 98765 43210');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText('The tee time is outside the course hours.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tee time')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('POST /api/ops/bookings/:id/confirm')[0]?.body).toEqual({
      details: { tee_time: '06:30', course_contact_name: 'Ravi', course_contact_phone: '+91 98765 43210' },
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
