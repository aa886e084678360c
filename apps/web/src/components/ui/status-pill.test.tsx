import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingStatuses, rewardBookingStatuses, statusWords } from '@portal/contract';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { StatusPill } from './status-pill';

describe('the status badge speaks the one status language (issue 30)', () => {
  it('shows a paid tour captured by its provider as "Confirmed", in the same colour as a confirmed golf round', () => {
    stubFetch({});
    renderWithProviders(
      <>
        <StatusPill status="pending" data-testid="tour" />
        <StatusPill status="confirmed" data-testid="golf" />
        <StatusPill status="enquiry_received" data-testid="expedition" />
      </>,
    );
    expect(screen.getByTestId('tour')).toHaveTextContent(/^Confirmed$/);
    expect(screen.getByTestId('tour')).toHaveAttribute('data-tone', screen.getByTestId('golf').getAttribute('data-tone'));
    expect(screen.getByTestId('expedition')).toHaveTextContent(/^Enquiry received$/);
  });

  it('words and colours every status of both tables from the contract', () => {
    stubFetch({});
    const statuses = [...new Set([...bookingStatuses, ...rewardBookingStatuses])];
    renderWithProviders(
      <>
        {statuses.map((status) => (
          <StatusPill key={status} status={status} data-testid={status} />
        ))}
      </>,
    );
    for (const status of statuses) {
      expect(screen.getByTestId(status)).toHaveTextContent(statusWords(status).label);
      expect(screen.getByTestId(status)).toHaveAttribute('data-tone', statusWords(status).tone);
    }
  });
});
