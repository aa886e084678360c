import type { ReactNode } from 'react';

/** A white panel whose heading names it (`{id}-heading`): one section of an account page. */
export function TitledPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-stone-200 bg-white p-5">
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
