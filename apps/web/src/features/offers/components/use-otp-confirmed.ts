import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { OtpRequired } from '../api/offer-types';

const isOtpRequired = (answer: { status: string }): answer is OtpRequired => answer.status === 'otp_required';

type OtpStep<Done> = { kind: 'start' } | { kind: 'otp'; token: string; notice: string } | { kind: 'done'; answer: Done };

/**
 * A redeem or a claim confirmed by a code sent to the cardholder's mobile: the first call sends the code, the
 * second (with its token) answers with the outcome. The API's refusals are kept in its words; `check` (the gift
 * card's value) can stop a code being sent. `sendCode` starts it; `otpForm` is what `OtpConfirmForm` needs
 * besides its button's words.
 */
export function useOtpConfirmed<Request extends { token?: string; otp_confirmation?: string }, Done extends { status: string }>(
  mutation: UseMutationResult<OtpRequired | Done, Error, Request>,
  request: NoInfer<Request>,
  check: () => boolean = () => true,
) {
  const [step, setStep] = useState<OtpStep<Done>>({ kind: 'start' });
  const [failure, setFailure] = useState<string>();
  const [resending, setResending] = useState(false);

  const sendCode = (fromOtpStep: boolean) => {
    setFailure(undefined);
    if (!check()) return;
    if (fromOtpStep) setResending(true);
    mutation.mutate(request, {
      onSuccess: (answer) => {
        if (isOtpRequired(answer)) setStep({ kind: 'otp', token: answer.token, notice: answer.msg });
      },
      onError: (error) => setFailure(error.message),
      onSettled: () => setResending(false),
    });
  };
  const confirm = (token: string, code: string) => {
    setFailure(undefined);
    mutation.mutate(
      { ...request, token, otp_confirmation: code },
      {
        onSuccess: (answer) => {
          if (!isOtpRequired(answer)) setStep({ kind: 'done', answer });
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  const otpForm = step.kind === 'otp' && {
    notice: step.notice,
    failure,
    busy: mutation.isPending && !resending,
    resending,
    onConfirm: (code: string) => confirm(step.token, code),
    onResend: () => sendCode(true),
  };
  return { step, failure, pending: mutation.isPending, otpForm, sendCode: () => sendCode(false) };
}
