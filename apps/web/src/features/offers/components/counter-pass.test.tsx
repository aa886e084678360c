import { messages } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redemption } from '@/test/offer-fixtures';
import { advance, renderWithProviders } from '@/test/render';
import { scanSvgQr } from '@/test/scan-qr';
import { CounterPass } from './counter-pass';

afterEach(() => {
  vi.useRealTimers();
});

const pass = redemption('3f9a27c1-4b6e-4d2a-9c1e-0a1b2c3d4e5f', {
  offer_type: 'show_and_save',
  offer_name: '15% off the bill',
  card_bin: '41000001',
});

describe('CounterPass (a show-and-save offer at the counter)', () => {
  it('shows the pass code with a QR a scanner reads as it, the masked card, and a clock that ticks in India time', async () => {
    renderWithProviders(<CounterPass redemption={pass} />, { fakeTimers: true });
    vi.setSystemTime(new Date('2026-11-28T04:00:05Z'));
    await advance(1000);
    const card = within(screen.getByRole('region', { name: 'Counter pass for 15% off the bill' }));
    expect(card.getByText(messages.offerShowAtCounter)).toBeInTheDocument();
    expect(card.getByText('Pass code').nextElementSibling).toHaveTextContent('3F9A-27C1');
    expect(card.getByText('Card').nextElementSibling).toHaveTextContent('4100 0001 •••• ••••');
    expect(scanSvgQr(await card.findByRole('img', { name: 'QR code of pass 3F9A-27C1' }))).toBe('3F9A-27C1');

    const clock = () => card.getByText('Live').nextElementSibling!.querySelector('time')!;
    expect(clock()).toHaveTextContent(/^28 Nov 2026, 9:30:06\s?am$/i);
    await advance(1000);
    expect(clock()).toHaveTextContent(/^28 Nov 2026, 9:30:07\s?am$/i);
    expect(clock()).toHaveAttribute('dateTime', '2026-11-28T04:00:07.000Z');
  });

  it('names the offer with its merchant once: a name that already says where is not followed by "at" the merchant again', () => {
    renderWithProviders(
      <>
        <CounterPass redemption={{ ...pass, offer_name: '15% off at Saffron Table', merchant_name: 'Saffron Table' }} />
        <CounterPass redemption={{ ...pass, id: '4f9a27c1-4b6e-4d2a-9c1e-0a1b2c3d4e5f', merchant_name: 'Saffron Table' }} />
      </>,
    );
    const named = within(screen.getByRole('region', { name: 'Counter pass for 15% off at Saffron Table' }));
    expect(named.getByText('15% off at Saffron Table')).toBeInTheDocument();
    expect(named.queryByText(/at Saffron Table at Saffron Table/)).toBeNull();
    const plain = within(screen.getByRole('region', { name: 'Counter pass for 15% off the bill' }));
    expect(plain.getByText('15% off the bill at Saffron Table')).toBeInTheDocument();
  });
});
