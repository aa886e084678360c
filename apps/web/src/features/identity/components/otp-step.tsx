import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  DEFAULT_LOCKOUT_MINUTES,
  lockoutMinutes,
  messages,
  OTP_LENGTH,
  OTP_RESEND_DELAY_MS,
  OTP_VERIFY_DELAY_MS,
  otpFormSchema,
  type BinType,
} from '@portal/contract';
import { Button } from '@/components/ui/button';
import { OtpInput } from '@/components/ui/otp-input';
import { useRequestOtp } from '../api/request-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { completeSignIn } from '../api/complete-sign-in';
import type { OtpTarget } from './mobile-step';
import { otpRequestFailure } from './otp-request-failure';
import { formatCountdown, useOtpTimer } from './use-otp-timer';

/**
 * Spec 01 §4 steps 3–4 and the OTP timer: the sixth digit verifies after 1 s; a wrong code zeroes the
 * timer (Resend OTP at once, and no countdown shown); Resend clears the code and sends after 3 s; no attempts left
 * goes back to mobile entry.
 */
export function OtpStep({
  target,
  bin,
  binType,
  onSignedIn,
  onLocked,
}: {
  target: OtpTarget;
  bin: string;
  binType?: BinType;
  onSignedIn: () => void;
  /** The lockout message, and when the lock ends (the server's user_unlock_at). */
  onLocked: (message: string, unlockAt: string) => void;
}) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<{ code: string }>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { code: '' },
  });
  const timer = useOtpTimer();
  const verify = useVerifyOtp();
  const resend = useRequestOtp();
  const [message, setMessage] = useState<string>();
  const [attemptsLeft, setAttemptsLeft] = useState<number>();
  const [resending, setResending] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const code = useWatch({ control, name: 'code' });

  const submit = handleSubmit(({ code: entered }) => {
    setMessage(undefined);
    setAttemptsLeft(undefined);
    verify.mutate(
      { userId: target.userId, otpType: target.otpType, code: entered, bin },
      {
        onSuccess: async (result) => {
          if (result.verified && result.token && result.session_id) {
            setFinishing(true);
            try {
              await completeSignIn({ token: result.token, sessionId: result.session_id, bin, binType });
              toast.success(messages.loggedIn);
              onSignedIn();
            } catch {
              setFinishing(false);
              setMessage(messages.somethingWentWrong);
            }
            return;
          }
          if (result.user_unlock_at) {
            onLocked(
              messages.otpMaxAttempts(lockoutMinutes(result.user_unlock_at, new Date(), DEFAULT_LOCKOUT_MINUTES)),
              result.user_unlock_at,
            );
            return;
          }
          timer.stop();
          setMessage(messages.otpCheck);
          setAttemptsLeft(result.wrong_attempts_left);
        },
        onError: () => {
          timer.stop();
          setMessage(messages.otpCheck);
        },
      },
    );
  });

  // A code already sent (by the button or the timer) is not sent again by the timer.
  const autoSubmit = useEffectEvent(() => {
    if (verify.isPending || finishing || verify.variables?.code === code) return;
    void submit();
  });
  useEffect(() => {
    if (code.length !== OTP_LENGTH || !/^\d+$/.test(code)) return;
    const id = setTimeout(autoSubmit, OTP_VERIFY_DELAY_MS);
    return () => clearTimeout(id);
  }, [code]);

  const onResend = () => {
    setValue('code', '');
    setMessage(undefined);
    setResending(true);
  };
  const sendAgain = useEffectEvent(() => {
    resend.mutate(target, {
      onSuccess: () => {
        timer.restart();
        toast.success(messages.otpSent);
        setFocus('code');
      },
      onError: (failure) => setMessage(otpRequestFailure(failure)),
      onSettled: () => setResending(false),
    });
  });
  // Spec 01 §4: the new code goes out 3 s after Resend (not at all if the dialog closes first).
  useEffect(() => {
    if (!resending) return;
    const id = setTimeout(sendAgain, OTP_RESEND_DELAY_MS);
    return () => clearTimeout(id);
  }, [resending]);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">Enter the 6-digit code sent to +91 {target.mobile}.</p>
      <OtpInput input={register('code')} error={errors.code?.message} />
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
          {attemptsLeft !== undefined && (
            <>
              {' '}
              <span data-testid="attempts-left">{messages.otpAttemptsLeft(attemptsLeft)}</span>
            </>
          )}
        </p>
      )}
      <Button type="submit" busy={verify.isPending || finishing}>
        Verify
      </Button>
      <div className="text-center text-sm" aria-live="polite">
        {resending ? (
          <span>Sending a new code…</span>
        ) : timer.canResend ? (
          // No countdown while a new code can be asked for: a timer standing at 3:00 read as frozen.
          <>
            <span className="text-stone-700">{messages.otpResendNow}</span>{' '}
            <Button variant="ghost" onClick={onResend}>
              Resend OTP
            </Button>
          </>
        ) : (
          <span>
            Resend OTP in{' '}
            <span data-testid="otp-countdown" role="timer" aria-label="OTP timer">
              {formatCountdown(timer.seconds)}
            </span>
          </span>
        )}
      </div>
    </form>
  );
}
