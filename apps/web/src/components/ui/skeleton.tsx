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

/**
 * A listing card's stand-in (an offer, tour, expedition; `sideways`: a hotel, its picture beside the text from tablet
 * width): the 2:1 picture, a heading, `lines` lines of text and the price line at the foot, in the card's frame.
 */
export function SkeletonListingCard({ lines = 2, sideways = false }: { lines?: number; sideways?: boolean }) {
  return (
    <div className={`flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white ${sideways ? 'sm:flex-row' : ''}`}>
      <SkeletonBlock className={`aspect-[2/1] w-full rounded-none ${sideways ? 'sm:w-80 sm:shrink-0' : ''}`} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <SkeletonBlock className="my-1 h-5 w-3/4" />
        {Array.from({ length: lines }, (_, i) => (
          <SkeletonBlock key={i} className={`my-0.5 h-4 ${i % 2 ? 'w-2/3' : 'w-full'}`} />
        ))}
        <SkeletonBlock className="mt-auto h-6 w-1/3" />
      </div>
    </div>
  );
}

/** A booking card's stand-in (the timeline, a service's bookings): its kind, title and status, three facts and a button. */
export function SkeletonBookingCard() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4">
      <SkeletonBlock className="h-5 w-24" />
      <div className="flex items-start justify-between gap-2">
        <SkeletonBlock className="my-1 h-5 w-1/2" />
        <SkeletonBlock className="h-8 w-28 rounded-full" />
      </div>
      <div className="flex flex-col gap-1">
        {['w-40', 'w-56', 'w-24'].map((width) => (
          <SkeletonBlock key={width} className={`my-0.5 h-4 ${width}`} />
        ))}
      </div>
      <SkeletonBlock className="h-11 w-32 rounded-md" />
    </div>
  );
}
