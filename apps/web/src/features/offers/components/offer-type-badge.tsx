import type { OfferType } from '@portal/contract';

export const offerTypeLabels: Record<OfferType, string> = {
  voucher: 'Voucher',
  coupon: 'Coupon',
  show_and_save: 'Show and save',
  gift_card: 'Gift card',
};

/** What kind of offer it is, in words (the colour only repeats it). */
export function OfferTypeBadge({ type }: { type: OfferType }) {
  return (
    <span className="inline-block rounded-full border border-stone-300 bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-900">
      {offerTypeLabels[type]}
    </span>
  );
}
