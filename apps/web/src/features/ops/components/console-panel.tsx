import type { ReactNode } from 'react';

/** A white panel of a console page, named by its heading (`id`): a form to add something, an upload. */
export function ConsolePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-8 rounded-lg border border-stone-300 bg-white p-4">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
