import { SkeletonBlock } from './skeleton';

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
