import type { UseFormRegisterReturn } from 'react-hook-form';

/** The booking form's terms checkbox, its label naming the terms, and its error. */
export function TermsCheckbox({ input, error, className = '' }: { input: UseFormRegisterReturn; error?: string; className?: string }) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label className="flex items-start gap-2">
        <input type="checkbox" className="mt-1 h-5 w-5" aria-invalid={error ? true : undefined} {...input} />
        <span>
          I accept the{' '}
          <a href="/info/terms-and-conditions" target="_blank" rel="noreferrer" className="text-accent underline">
            terms and conditions
          </a>
          .
        </span>
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
