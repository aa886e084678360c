import { listingSources } from './listing-picture-names';

const WIDE = '(min-width: 640px)';

export interface ListingPictureProps {
  /** The listing's image_url: a generated picture gets AVIF and WebP at two widths, any other URL is shown as it is. */
  src: string;
  alt: string;
  /** The rendered width, for the browser's choice of file. */
  sizes: string;
  /**
   * Above the fold (the first cards, a detail page's picture): fetched at once, not lazily. 'wide': only from tablet
   * width, for cards that something taller (a collection strip) pushes below the fold on a phone.
   */
  priority?: boolean | 'wide';
  className?: string;
}

/**
 * A listing's picture (a tour, hotel, room, expedition, offer), 2:1 like the house scenes: width and height reserve its
 * box (no layout shift) and a placeholder colour shows until it loads; lazy below the fold.
 */
export function ListingPicture({ src, alt, sizes, priority = false, className = '' }: ListingPictureProps) {
  const sources = listingSources(src);
  const eager = priority === 'wide' ? (window.matchMedia?.(WIDE).matches ?? false) : priority;
  return (
    <picture className={`block overflow-hidden bg-stone-200 ${className}`}>
      {sources && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      <img
        src={src}
        alt={alt}
        width={800}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        // The first card's picture is the list's largest paint (issue 31: LCP on /offers and /tours).
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className="aspect-[2/1] h-auto w-full bg-stone-200 object-cover"
      />
    </picture>
  );
}
