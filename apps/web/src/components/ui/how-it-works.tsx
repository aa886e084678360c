import { HeadedSection } from './headed-section';

export interface HowItWorksProps {
  headingId: string;
  steps: readonly string[];
  /** The section's place on its page (e.g. its margin). */
  className?: string;
  /** The steps' grid; five steps in a row are too narrow for a number beside the text, so they stack (`stepClassName`). */
  listClassName: string;
  stepClassName: string;
}

/** 'How it works': the numbered steps of a booking, on the home page and on every service's landing. */
export function HowItWorks({ headingId, steps, className = '', listClassName, stepClassName }: HowItWorksProps) {
  return (
    <HeadedSection
      headingId={headingId}
      heading="How it works"
      headingClassName="mb-4 text-2xl font-bold tracking-tight"
      className={`rounded-2xl border border-stone-200 bg-white p-6 ${className}`.trim()}
    >
      <ol className={listClassName}>
        {steps.map((step, index) => (
          <li key={step} className={stepClassName}>
            <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-accent font-bold text-white">
              {index + 1}
            </span>
            <span className="text-stone-800">{step}</span>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
