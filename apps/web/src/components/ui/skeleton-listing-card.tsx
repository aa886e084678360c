import { SkeletonBlock } from './skeleton';

/**
 * A listing card's stand-in (an offer, tour, expedition): the 2:1 picture, a heading, `lines` lines of text and the
 * price line at the foot, in the card's frame.
 */
export function SkeletonListingCard({ lines = 2 }: { lines?: number }) {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
      <SkeletonBlock className="aspect-[2/1] w-full rounded-none" />
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
