import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

/**
 * The end of a console form: the server's refusal (when no field shows it), then the submit button.
 * `cellClassName` places both in the form's grid; the button's own `className` sizes it.
 */
export function FormSubmit({ refusal, cellClassName = '', ...button }: { refusal?: ReactNode; cellClassName?: string } & ButtonProps) {
  return (
    <>
      {refusal && (
        <p role="alert" className={`text-sm text-red-700 ${cellClassName}`.trim()}>
          {refusal}
        </p>
      )}
      <div className={cellClassName || undefined}>
        <Button type="submit" {...button} />
      </div>
    </>
  );
}
