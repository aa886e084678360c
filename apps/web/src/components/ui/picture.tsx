import { heroWidths, type ThemePicture } from '@/theme/theme';

const srcSet = (name: string, format: 'avif' | 'webp') => heroWidths.map((w) => `/images/${name}-${w}.${format} ${w}w`).join(', ');

export interface PictureProps {
  picture: ThemePicture;
  sizes: string;
  /** The page's largest paint: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
  /** Beside a heading that says the same: alt="" so a screen reader does not read it twice. */
  decorative?: boolean;
}

/** A theme picture as AVIF, else WebP, at the width the layout needs; width and height reserve its box (no shift). */
export function Picture({ picture, sizes, priority = false, className = '', decorative = false }: PictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(picture.name, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(picture.name, 'webp')} sizes={sizes} />
      <img
        src={`/images/${picture.name}-800.webp`}
        alt={decorative ? '' : picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  );
}
