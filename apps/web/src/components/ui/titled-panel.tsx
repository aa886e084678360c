import type { ReactNode } from 'react';
import { HeadedSection } from './headed-section';

/** A white panel whose heading names it (`{id}-heading`): one section of an account page. */
export function TitledPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <HeadedSection
      headingId={`${id}-heading`}
      heading={title}
      headingClassName="mb-4 text-xl font-semibold"
      className="rounded-lg border border-stone-200 bg-white p-5"
    >
      {children}
    </HeadedSection>
  );
}
