import { useEffect, useState } from 'react';
import { OTP_TIMER_SECONDS } from '@portal/contract';

interface Timer {
  seconds: number;
  running: boolean;
}

const started: Timer = { seconds: OTP_TIMER_SECONDS, running: true };
// At zero the timer stops, back at 180 seconds, and Resend OTP becomes available.
const atZero: Timer = { seconds: OTP_TIMER_SECONDS, running: false };
const tick = (timer: Timer): Timer => (!timer.running ? timer : timer.seconds > 1 ? { ...timer, seconds: timer.seconds - 1 } : atZero);

/**
 * Spec 01 §4 OTP timer: counts down from 180 s; at zero Resend OTP becomes available and the timer resets to
 * 180; a wrong code sets it to zero (so the same); a resent code starts the count again.
 */
export function useOtpTimer() {
  const [timer, setTimer] = useState<Timer>(started);
  useEffect(() => {
    if (!timer.running) return;
    const id = setInterval(() => setTimer(tick), 1000);
    return () => clearInterval(id);
  }, [timer.running]);
  return {
    seconds: timer.seconds,
    canResend: !timer.running,
    restart: () => setTimer(started),
    stop: () => setTimer(atZero),
  };
}

export const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
