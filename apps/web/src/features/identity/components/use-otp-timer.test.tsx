import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useOtpTimer } from './use-otp-timer';

describe('useOtpTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from 3:00 and offers Resend at zero, back at 3:00', () => {
    const { result } = renderHook(() => useOtpTimer());
    expect(formatCountdown(result.current.seconds)).toBe('3:00');
    act(() => vi.advanceTimersByTime(1_000));
    expect(formatCountdown(result.current.seconds)).toBe('2:59');
    act(() => vi.advanceTimersByTime(179_000));
    expect(result.current.canResend).toBe(true);
    expect(formatCountdown(result.current.seconds)).toBe('3:00');
  });

  it('shows the time truly left when its ticks come late (a throttled tab, a busy phone)', () => {
    const { result } = renderHook(() => useOtpTimer());
    // 30 s pass with no tick fired, then one tick comes.
    vi.setSystemTime(Date.now() + 30_000);
    act(() => vi.advanceTimersByTime(1_000));
    expect(formatCountdown(result.current.seconds)).toBe('2:29');
    expect(result.current.canResend).toBe(false);
  });

  it('restarts from 3:00 after a wrong code zeroed it', () => {
    const { result } = renderHook(() => useOtpTimer());
    act(() => vi.advanceTimersByTime(20_000));
    act(() => result.current.stop());
    expect(result.current.canResend).toBe(true);
    act(() => vi.advanceTimersByTime(5_000));
    act(() => result.current.restart());
    expect(formatCountdown(result.current.seconds)).toBe('3:00');
    act(() => vi.advanceTimersByTime(60_000));
    expect(formatCountdown(result.current.seconds)).toBe('2:00');
  });
});
