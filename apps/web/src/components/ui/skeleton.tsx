import type { ReactNode } from 'react';

/** A grey block in the place of text or a picture still on its way; screen readers skip it (the list's status speaks). */
export function SkeletonBlock({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block rounded bg-stone-200 motion-safe:animate-pulse ${className}`} />;
}

export interface SkeletonListProps {
  /** What is loading, for screen readers ('Loading offers'). */
  label: string;
  /** How many stand-ins: enough to fill the screen the list will fill, so what follows it stays put when it comes. */
  count: number;
  /** The list's own classes (its grid or stack), so each stand-in has the width its card will have. */
  className: string;
  /** One stand-in, drawn as the card it stands for. */
  card: ReactNode;
}

/**
 * A list's place while its data loads (issue 31: no layout shift when lists arrive): stand-ins of the final cards'
 * size in the list's own layout, and a status line that says what is loading. The region around it carries
 * `aria-busy` until the list is there.
 */
export function SkeletonList({ label, count, className, card }: SkeletonListProps) {
  return (
    <div data-testid="skeleton-list">
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul aria-hidden="true" className={className}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>{card}</li>
        ))}
      </ul>
    </div>
  );
}
