import { Check } from 'lucide-react';

export interface StepperProps {
  steps: readonly string[];
  /** Index of the step the user is on; earlier ones are done. */ current: number;
}

/** Where the user is in a short process, e.g. Request › Pay › Confirmed. */
export function Stepper({ steps, current }: StepperProps) {
  return (
    <ol aria-label="Progress" className="mb-6 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm sm:gap-x-2">
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li key={step} className="flex items-center gap-2" aria-current={state === 'current' ? 'step' : undefined}>
            {index > 0 && <span aria-hidden="true" className="h-px w-3 bg-stone-400 sm:w-6" />}
            <span
              aria-hidden="true"
              className={`inline-flex h-7 w-7 items-center justify-center rounded-full text-xs font-semibold ${
                state === 'done'
                  ? 'bg-green-700 text-white'
                  : state === 'current'
                    ? 'bg-brand text-brand-contrast'
                    : 'border border-stone-400 text-stone-700'
              }`}
            >
              {state === 'done' ? <Check aria-hidden="true" className="size-4" strokeWidth={3} /> : index + 1}
            </span>
            <span className={state === 'current' ? 'font-semibold text-stone-900' : 'text-stone-700'}>
              {step}
              <span className="sr-only">{state === 'done' ? ' (done)' : state === 'current' ? ' (current step)' : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
