import type { OpsBookingDetail } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { ConfirmBookingDialog } from './confirm-booking-dialog';
import { QueueFiltersForm } from './queue-filters';

const bookingOf = (type: OpsBookingDetail['type'], reference: string) =>
  ({ id: 'b-9', reference, type, staff_events: ['confirm', 'decline'] }) as OpsBookingDetail;

describe('Ops console: the turf and T20 kinds (issue 15)', () => {
  it('offers both in the queue filter', async () => {
    stubFetch({});
    renderWithProviders(<QueueFiltersForm value={{ status: 'requested' }} onChange={vi.fn()} />);
    const service = await screen.findByLabelText('Service');
    const options = within(service)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Sports turf', 'T20 match day']));
  });

  it.each([
    ['TurfEnquiry', 'TUF-1001', ['Pitch or court', 'Venue contact', 'Venue contact phone']],
    ['T20Enquiry', 'T20-1001', ['Ticket reference', 'Collection point', 'Collection contact phone']],
  ] as const)('asks for the %s confirmation details', async (type, reference, labels) => {
    stubFetch({});
    renderWithProviders(<ConfirmBookingDialog booking={bookingOf(type, reference)} open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: `Confirm ${reference}` });
    for (const label of labels) expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
  });
});
