import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from '@/components/ui/form-field';

/** A staff password: a new one (set from an invitation, or given to a new account) or the current one to sign in. */
export function PasswordField({
  label,
  hint,
  error,
  autoComplete,
  input,
}: {
  label: string;
  hint?: string;
  error?: string;
  autoComplete: 'new-password' | 'current-password';
  input: UseFormRegisterReturn;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <input type="password" autoComplete={autoComplete} className={inputClass} {...input} />
    </FormField>
  );
}
