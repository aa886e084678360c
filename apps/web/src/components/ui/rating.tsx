import { Star } from 'lucide-react';

/** A listing's rating in words, with a drawn star (hidden from screen readers) rather than a text glyph. */
export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className="size-4 fill-current text-amber-500" />
      {rating.toFixed(1)} out of 5 ({reviewCount.toLocaleString('en-IN')} reviews)
    </span>
  );
}
