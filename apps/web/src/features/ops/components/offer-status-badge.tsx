import type { OfferStatus } from '@portal/contract';

export const offerStatusLabels: Record<OfferStatus, string> = {
  draft: 'Awaiting approval',
  live: 'Live',
  paused: 'Paused',
  expired: 'Expired',
};

const tones: Record<OfferStatus, string> = {
  draft: 'border-amber-300 bg-amber-50 text-amber-950',
  live: 'border-green-300 bg-green-50 text-green-950',
  paused: 'border-stone-300 bg-stone-100 text-stone-900',
  expired: 'border-red-300 bg-red-50 text-red-950',
};

/** An offer's status in words (the colour only repeats it). */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-sm font-semibold ${tones[status]}`}>
      {offerStatusLabels[status]}
    </span>
  );
}
