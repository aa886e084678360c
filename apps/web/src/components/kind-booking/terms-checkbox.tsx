import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';

/** The booking form's terms checkbox, its label naming the terms, and its error. */
export function TermsCheckbox({ input, error, className = '' }: { input: UseFormRegisterReturn; error?: string; className?: string }) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <CheckboxField input={input} error={error}>
        I accept the{' '}
        <a href="/info/terms-and-conditions" target="_blank" rel="noreferrer" className="text-accent underline">
          terms and conditions
        </a>
        .
      </CheckboxField>
    </div>
  );
}
