import { useEffect, useState } from 'react';
import { OTP_TIMER_SECONDS } from '@portal/contract';

interface Timer {
  /** When the count reaches zero (epoch ms); null once stopped at zero. */
  endsAt: number | null;
}

const started = (): Timer => ({ endsAt: Date.now() + OTP_TIMER_SECONDS * 1000 });
// At zero the timer stops, back at 180 seconds, and Resend OTP becomes available.
const atZero: Timer = { endsAt: null };
const secondsLeft = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

/**
 * Spec 01 §4 OTP timer: counts down from 180 s; at zero Resend OTP becomes available and the timer resets to
 * 180; a wrong code sets it to zero (so the same); a resent code starts the count again.
 * It counts to a deadline, not in ticks: a phone that throttles a background tab's timers, or a tick that starts
 * late, still shows the time truly left.
 */
export function useOtpTimer() {
  const [timer, setTimer] = useState<Timer>(started);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const { endsAt } = timer;
    if (endsAt === null) return;
    const update = () => {
      const at = Date.now();
      if (at >= endsAt) setTimer(atZero);
      else setNow(at);
    };
    // The first reading at once: time may have passed between the render and this effect.
    const first = setTimeout(update, 0);
    const id = setInterval(update, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
  }, [timer]);
  const running = timer.endsAt !== null;
  return {
    seconds: running ? Math.min(OTP_TIMER_SECONDS, Math.max(1, secondsLeft(timer.endsAt!, now))) : OTP_TIMER_SECONDS,
    canResend: !running,
    restart: () => setTimer(started()),
    stop: () => setTimer(atZero),
  };
}

export const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
