import { useEffect, useState } from 'react';
import { OTP_TIMER_SECONDS } from '@portal/contract';

/** Spec 01 §4 OTP timer: counts down from 180 s; at zero Resend becomes available; a wrong code zeroes it. */
export function useOtpTimer() {
  const [seconds, setSeconds] = useState(OTP_TIMER_SECONDS);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(id);
  }, [running]);
  return {
    seconds,
    canResend: !running,
    restart: () => setSeconds(OTP_TIMER_SECONDS),
    stop: () => setSeconds(0),
  };
}

export const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
