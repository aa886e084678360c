import type { CardProduct } from './card-product.ts';

/**
 * Spec 01 §3: a card matches by its full bin, or by the first 6 digits for 6-digit entries.
 * An 8-digit entry wins over a 6-digit one that shares its prefix.
 */
export function matchCardByBin<T extends Pick<CardProduct, 'bin'>>(
  cards: readonly T[],
  enteredBin: string,
): T | undefined {
  if (!/^\d{6,8}$/.test(enteredBin)) return undefined;
  return (
    cards.find((c) => c.bin.length === 8 && c.bin === enteredBin) ??
    cards.find((c) => c.bin.length === 6 && enteredBin.startsWith(c.bin))
  );
}
