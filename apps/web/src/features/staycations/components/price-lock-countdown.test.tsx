import { messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advance, renderWithProviders } from '@/test/render';
import { PriceLockCountdown } from './price-lock-countdown';

const NOW = new Date('2026-12-05T06:00:00.000Z');
const lockedUntil = new Date(NOW.getTime() + 15 * 60_000).toISOString();

function renderCountdown() {
  const onExpire = vi.fn();
  const view = renderWithProviders(<PriceLockCountdown until={new Date(0).toISOString()} onExpire={onExpire} />, { fakeTimers: true });
  vi.setSystemTime(NOW);
  onExpire.mockClear();
  view.rerender(<PriceLockCountdown until={lockedUntil} onExpire={onExpire} />);
  return { ...view, onExpire };
}

const clock = () => screen.getByTestId('price-lock-clock');
const spoken = () => document.querySelector('[aria-live="polite"]')!.textContent;

describe('the 15-minute price lock countdown', () => {
  it('ticks every second on screen but tells screen readers only when the minute changes', async () => {
    renderCountdown();
    expect(clock()).toHaveTextContent('Price held for 15:00');
    expect(clock()).toHaveAttribute('aria-hidden', 'true');
    expect(spoken()).toBe('We hold this price for 15 more minutes.');
    const heard = new Set<string>();
    for (let second = 1; second <= 61; second++) {
      await advance(1_000);
      heard.add(spoken()!);
    }
    expect(clock()).toHaveTextContent('Price held for 13:59');
    expect([...heard]).toEqual(['We hold this price for 15 more minutes.', 'We hold this price for 14 more minutes.']);
  });

  it('says the held price has expired at zero, once', async () => {
    const { onExpire } = renderCountdown();
    await advance(14 * 60_000 + 59_000);
    expect(clock()).toHaveTextContent('Price held for 0:01');
    expect(onExpire).not.toHaveBeenCalled();
    await advance(1_000);
    expect(screen.getByText(messages.hotelPriceLockExpired)).toBeInTheDocument();
    expect(screen.queryByTestId('price-lock-clock')).not.toBeInTheDocument();
    await advance(5_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
