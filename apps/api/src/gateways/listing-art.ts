/**
 * Where a listing's generated picture is served (issue 30): `apps/web/scripts/draw-listing-art.ts` draws one scene per
 * tour, hotel, room, expedition and merchant and writes it under apps/web/public/images/listings at these widths, as
 * AVIF and WebP. The URL names the WebP at 800 px; the web app builds the srcset from it.
 */
export const listingArtWidths = [400, 800] as const;
export type ListingArtKind = 'tour' | 'hotel' | 'room' | 'expedition' | 'merchant';
export const listingArtName = (kind: ListingArtKind, id: string) => `${kind}-${id}`;
export const listingArtUrl = (kind: ListingArtKind, id: string) => `/images/listings/${listingArtName(kind, id)}-800.webp`;
