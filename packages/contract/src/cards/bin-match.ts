import type { BinType, CardProduct } from './card-product.ts';

/**
 * Spec 01 §3: a card matches by its full bin, or by the first 6 digits for 6-digit entries.
 * An 8-digit entry wins over a 6-digit one that shares its prefix.
 */
export function matchCardByBin<T extends Pick<CardProduct, 'bin'>>(cards: readonly T[], enteredBin: string): T | undefined {
  if (!/^\d{6,8}$/.test(enteredBin)) return undefined;
  return (
    cards.find((c) => c.bin.length === 8 && c.bin === enteredBin) ?? cards.find((c) => c.bin.length === 6 && enteredBin.startsWith(c.bin))
  );
}

/**
 * Spec 02 §7 user-card calls name a bin with its bin_type: first6 names a card by the bin's first 6 digits
 * (only cards known by 6 digits match), first8 by all 8 (matched as the card check does). Without a type the
 * bin's length says which.
 */
export function matchCardByBinType<T extends Pick<CardProduct, 'bin'>>(cards: readonly T[], bin: string, binType?: BinType): T | undefined {
  return matchCardByBin(cards, binType === 'first6' ? bin.slice(0, 6) : bin);
}
