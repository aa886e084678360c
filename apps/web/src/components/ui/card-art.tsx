import { useState } from 'react';
import type { CardProduct } from '@portal/contract';
import { cardFaceSvg } from '@/theme/card-faces';

type CardArtProps = { card: Pick<CardProduct, 'id' | 'name' | 'category' | 'align' | 'image'>; className?: string };

/**
 * The card's picture from the catalogue (`image`, turned per `align`); the tier's drawn face when the bank gives
 * none or it fails to load. The name is the picture's text alternative.
 */
export function CardArt({ card, className = '' }: CardArtProps) {
  const [failed, setFailed] = useState(false);
  const vertical = card.align === 'vertical';
  const src = card.image && !failed ? card.image : `data:image/svg+xml,${encodeURIComponent(cardFaceSvg(card))}`;
  return (
    <img
      src={src}
      alt={`${card.name} card`}
      width={vertical ? 216 : 342}
      height={vertical ? 342 : 216}
      onError={() => setFailed(true)}
      className={`rounded-xl shadow-lg ${vertical ? 'aspect-[216/342]' : 'aspect-[342/216]'} ${className}`}
    />
  );
}
