import { ledgerExceptionActions, type LedgerReport } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import OpsLedgerPage from './ops-ledger-page';

const report = (overrides: Partial<LedgerReport> = {}): LedgerReport => ({
  generated_at: '2026-11-27T10:00:00.000Z',
  grace_minutes: 30,
  balanced: true,
  totals: { captured: 2850, booked: 2820, refunded: 20, in_flight: 10, exceptions: 0, payments: 5 },
  open_jobs: 1,
  days: [{ day: '2026-11-27', captured: 2850, booked: 2820, refunded: 20, in_flight: 10, exceptions: 0, exception_count: 0 }],
  exceptions: [],
  ...overrides,
});
const render = () => renderWithProviders(<OpsLedgerPage />, { route: '/ops/ledger', path: '/ops/ledger' });

describe('OpsLedgerPage (the programme admin reads the books)', () => {
  it('a balanced ledger: the totals and each day, asked for the last 30 days', async () => {
    const api = stubFetch({ 'GET /api/ops/ledger': reply(200, { data: report() }) });
    render();
    expect(await screen.findByText('Balanced: every captured payment is booked or refunded.')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'All time' });
    expect(within(totals).getByText('Captured').nextSibling).toHaveTextContent('Rs.2,850');
    expect(within(totals).getByText('In flight').nextSibling).toHaveTextContent('Rs.10');
    const row = screen.getByRole('row', { name: /2026-11-27/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Rs.2,850', 'Rs.2,820', 'Rs.20', 'Rs.10', '0']);
    expect(screen.getByText('None: every captured payment is booked or refunded.')).toBeInTheDocument();
    expect(api.requests('GET /api/ops/ledger')[0]!.url.searchParams.get('days')).toBe('30');
  });

  it('an exception: named, with its payment, its amount and what to do', async () => {
    stubFetch({
      'GET /api/ops/ledger': reply(200, {
        data: report({
          balanced: false,
          totals: { captured: 10, booked: 0, refunded: 0, in_flight: 0, exceptions: 10, payments: 1 },
          days: [{ day: '2026-11-27', captured: 10, booked: 0, refunded: 0, in_flight: 0, exceptions: 10, exception_count: 1 }],
          exceptions: [
            {
              kind: 'unaccounted',
              flow: 'fee',
              txnid: 'Pabc123',
              reference: 'GLF-7Q2K',
              amount: 10,
              day: '2026-11-27',
              captured_at: '2026-11-27T09:00:00.000Z',
              detail: 'the booking is cancelled and this payment has no refund',
            },
          ],
        }),
      }),
    });
    render();
    expect(await screen.findByText('Not balanced: 1 exception to act on.')).toBeInTheDocument();
    const [item] = within(screen.getByRole('list', { name: 'Exceptions' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('Captured, neither booked nor refunded — Rs.10');
    expect(item).toHaveTextContent('Fee payment Pabc123 for GLF-7Q2K');
    expect(item).toHaveTextContent('the booking is cancelled and this payment has no refund');
    expect(item).toHaveTextContent(ledgerExceptionActions.unaccounted);
    expect(
      within(screen.getByRole('row', { name: /2026-11-27/ }))
        .getAllByRole('cell')
        .at(-1),
    ).toHaveTextContent('1 (Rs.10)');
  });

  it("the server's refusal (not the programme admin) is shown as it says", async () => {
    stubFetch({ 'GET /api/ops/ledger': reply(403, { error: { code: 'FORBIDDEN', message: 'You do not have access to this.' } }) });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this.');
  });
});
