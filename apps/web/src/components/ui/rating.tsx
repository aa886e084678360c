import { Star } from 'lucide-react';

/** A listing's rating in words, with a drawn star (hidden from screen readers) rather than a text glyph. */
export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    // Baseline-aligned, so it sits on the line of the text around it ('Mumbai · ★ 4.7…'); the star centred on it.
    <span className="inline-flex items-baseline gap-1">
      <Star aria-hidden="true" className="size-4 self-center fill-current text-amber-500" />
      {rating.toFixed(1)} out of 5 ({reviewCount.toLocaleString('en-IN')} reviews)
    </span>
  );
}
