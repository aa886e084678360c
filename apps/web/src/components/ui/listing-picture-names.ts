/**
 * The names of the generated listing pictures (apps/web/scripts/draw-listing-art.ts, issue 30), kept free of React so
 * the drawing script can import them. Widths: apps/api/src/gateways/listing-art.ts (the API names the 800 px WebP).
 */
export const listingWidths = [400, 800] as const;

/** An offer category's picture, by the category's name: 'Dining' gives 'offers-dining'. */
export const offerCategoryArt = (category: string) => `offers-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
export const listingArtUrl = (name: string) => `/images/listings/${name}-800.webp`;

/** The srcsets of a generated picture's URL (`/images/listings/<name>-800.webp`); undefined for any other URL. */
export function listingSources(url: string) {
  const match = /^\/images\/listings\/([a-z0-9-]+)-\d+\.webp$/.exec(url);
  if (!match) return undefined;
  const at = (format: 'avif' | 'webp') => listingWidths.map((w) => `/images/listings/${match[1]}-${w}.${format} ${w}w`).join(', ');
  return { avif: at('avif'), webp: at('webp') };
}
