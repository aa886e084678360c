import { landingMessages as messages, type BenefitKey, type CardProduct } from '@portal/contract';
import { useCards } from '@/api/get-cards';

/** The catalogue's cards that include a service, most generous first (catalogue data, never a hard-coded list). */
export const cardsWith = (cards: readonly CardProduct[], benefit: BenefitKey) =>
  cards.filter((c) => c.benefits[benefit] > 0).sort((a, b) => b.benefits[benefit] - a.benefits[benefit]);

/** 'A, B and C', for a sentence. */
export const listInWords = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The landing's 'Eligible cards': each card with its yearly allowance of the service. */
export function EligibleCards({ benefit, unit }: { benefit: BenefitKey; unit: string }) {
  const cards = useCards();
  if (!cards.data) return null;
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {cardsWith(cards.data, benefit).map((card) => (
        <li key={card.id} className="rounded-lg border border-stone-200 bg-white p-3">
          <span className="block font-medium text-stone-900">{card.name}</span>
          <span className="text-sm text-stone-700">
            {card.benefits[benefit]} {unit} a year
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'See the eligible cards': opens to the cards, each a link to the bank's page about it (in a new tab, as the
 * header's Eligible Cards menu does), so a refused cardholder has somewhere to go.
 */
export function EligibleCardLinks({ cards }: { cards: readonly CardProduct[] }) {
  if (cards.length === 0) return null;
  return (
    <details className="mt-1">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium underline">{messages.seeEligibleCards}</summary>
      <ul className="flex flex-col gap-1 pb-1">
        {cards.map((card) => (
          <li key={card.id}>
            <a href={card.link} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-8 items-center underline">
              {card.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
