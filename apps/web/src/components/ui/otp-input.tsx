import { OTP_LENGTH } from '@portal/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from './form-field';

/**
 * The one-time-code field every OTP step shares (sign-in, redeeming an offer, claiming a gift card): digits only,
 * at most the code's length, the phone's SMS autofill, focused when it appears.
 */
export function OtpInput({
  input,
  error,
  label = 'One-time code (OTP)',
}: {
  input: UseFormRegisterReturn;
  error?: string;
  label?: string;
}) {
  return (
    <FormField label={label} error={error}>
      <input
        className={`${inputClass} text-center text-xl tracking-[0.5em]`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        {...input}
        onChange={(e) => {
          e.target.value = e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
          void input.onChange(e);
        }}
        autoFocus
      />
    </FormField>
  );
}
