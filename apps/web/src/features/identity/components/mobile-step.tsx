import { useState } from 'react';
import { MOBILE_LENGTH, messages, type OtpType } from '@portal/contract';
import { FieldError } from '@/components/ui/field-error';
import { ApiError } from '@/lib/api-client';
import { inputClass } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useRequestOtp } from '../api/request-otp';
import { useSearchUser } from '../api/search-user';
import { lockoutEnds } from './lockout-ends';
import { otpRequestFailure } from './otp-request-failure';
import { SignUpFields } from './sign-up-fields';

export interface OtpTarget {
  userId: string;
  mobile: string;
  otpType: OtpType;
}

/**
 * Spec 01 §4 step 2: at 10 digits the lookup runs; an existing user gets a code at once, a new one
 * sees name, e-mail and terms first.
 */
export function MobileStep({
  bin,
  notice,
  unlockAt,
  onOtpSent,
}: {
  bin: string;
  /** The lockout message the OTP step handed back, and when the lock ends. */
  notice?: string;
  unlockAt?: string;
  onOtpSent: (target: OtpTarget) => void;
}) {
  const [mobile, setMobile] = useState('');
  const [touched, setTouched] = useState(false);
  const [isNewUser, setIsNewUser] = useState(false);
  const [error, setError] = useState<string | undefined>(notice);
  // When a lock met on asking for a code ends (the 423's Retry-After), to say it beside the spec's words.
  const [requestUnlockAt, setRequestUnlockAt] = useState<string>();
  const search = useSearchUser();
  const request = useRequestOtp();

  const lookUp = (value: string) => {
    setIsNewUser(false);
    setError(undefined);
    setRequestUnlockAt(undefined);
    search.mutate(
      { mobile: value, bin },
      {
        onSuccess: (user) => {
          if (!user) {
            setIsNewUser(true);
            return;
          }
          request.mutate(
            { userId: user.id, mobile: value, otpType: 'login' },
            {
              onSuccess: () => onOtpSent({ userId: user.id, mobile: value, otpType: 'login' }),
              onError: (failure) => {
                setError(otpRequestFailure(failure));
                const wait = failure instanceof ApiError && failure.code === 'OTP_LOCKED' ? failure.retryAfterSeconds : undefined;
                setRequestUnlockAt(wait ? new Date(Date.now() + wait * 1000).toISOString() : undefined);
              },
            },
          );
        },
        onError: () => setError(messages.somethingWentWrong),
      },
    );
  };

  const onChange = (raw: string) => {
    const value = raw.replace(/\D/g, '').slice(0, MOBILE_LENGTH);
    setMobile(value);
    if (value.length === MOBILE_LENGTH && value !== mobile) lookUp(value);
    if (value.length < MOBILE_LENGTH) setIsNewUser(false);
  };

  const fieldError =
    touched && mobile.length === 0
      ? messages.mobileRequired
      : touched && mobile.length > 0 && mobile.length < MOBILE_LENGTH
        ? messages.mobileInvalid
        : undefined;
  const busy = search.isPending || request.isPending;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor="mobile" className="text-sm font-medium text-stone-800">
          Mobile number (+91)
        </label>
        <div className="flex items-stretch">
          <span
            className="inline-flex items-center rounded-l-md border border-r-0 border-stone-400 bg-stone-100 px-3 text-stone-800"
            aria-hidden="true"
          >
            +91
          </span>
          <input
            id="mobile"
            className={`${inputClass} rounded-l-none`}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_LENGTH}
            value={mobile}
            onChange={(e) => onChange(e.target.value)}
            onBlur={() => setTouched(true)}
            autoFocus
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'mobile-hint mobile-error' : 'mobile-hint'}
          />
        </div>
        <p id="mobile-hint" className="text-xs text-stone-600">
          {messages.mobileLookupHint}
        </p>
        <FieldError id="mobile-error" error={fieldError} />
      </div>
      {busy && (
        <p className="text-sm text-stone-700">
          <Spinner label="Checking your number" /> <span aria-hidden="true">Please wait…</span>
        </p>
      )}
      {error && (
        <div role="alert" className="text-sm text-red-700">
          <p>{error}</p>
          {error === notice && unlockAt && <p>{lockoutEnds(unlockAt)}</p>}
          {error !== notice && requestUnlockAt && <p>{lockoutEnds(requestUnlockAt)}</p>}
        </div>
      )}
      {isNewUser && (
        <SignUpFields
          mobile={mobile}
          lookupRunning={search.isPending}
          onSignedUp={(userId) => onOtpSent({ userId, mobile, otpType: 'activation' })}
          onOtpFailure={setError}
        />
      )}
    </div>
  );
}
