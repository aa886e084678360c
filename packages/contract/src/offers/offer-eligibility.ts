import { messages } from '../common/messages.ts';

export interface OfferEligibility {
  /** null when nobody is signed in: the reason still says which cards may use it. */
  eligible: boolean | null;
  reason: string;
}

/** "Reserve and Olympus", "Reserve, Select and Olympus". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Which card products may use an offer (none listed: every card) against the cardholder's registered card
 * products (undefined: nobody signed in). The reason is shown offer by offer.
 */
export function offerEligibility(
  offerCardProductIds: readonly string[],
  holderCardProductIds: readonly string[] | undefined,
  cardName: (id: string) => string | undefined,
): OfferEligibility {
  const open = offerCardProductIds.length === 0;
  const reason = open
    ? messages.offerAvailableToEveryCard
    : messages.offerAvailableTo(joinNames(offerCardProductIds.map((id) => cardName(id) ?? id)));
  if (holderCardProductIds === undefined) return { eligible: null, reason };
  const eligible = holderCardProductIds.length > 0 && (open || holderCardProductIds.some((id) => offerCardProductIds.includes(id)));
  return { eligible, reason };
}

/** The first of the cardholder's cards that may use the offer. */
export function eligibleCardFor<T extends { card_product_id: string }>(offerCardProductIds: readonly string[], cards: readonly T[]) {
  return cards.find((card) => offerCardProductIds.length === 0 || offerCardProductIds.includes(card.card_product_id));
}
