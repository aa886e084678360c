import type { ComponentProps, ReactNode } from 'react';

export interface HeadedSectionProps extends ComponentProps<'section'> {
  /** The h2's id: the section is named by its heading (a region with the heading's text). */
  headingId: string;
  heading: ReactNode;
  headingClassName?: string;
}

/** A page section under its own h2, which names it for screen readers. */
export function HeadedSection({
  headingId,
  heading,
  headingClassName = 'mb-3 text-2xl font-bold tracking-tight',
  children,
  ...section
}: HeadedSectionProps) {
  return (
    <section aria-labelledby={headingId} {...section}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
