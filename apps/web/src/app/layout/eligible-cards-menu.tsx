import type { CardProduct } from '@portal/contract';
import { CardGroups } from '@/components/ui/card-groups';

/** Credit and debit groups of the catalogue's menu cards, each an external link (spec 01 §2). */
export function EligibleCardsList({ cards, onNavigate }: { cards: CardProduct[]; onNavigate?: () => void }) {
  return (
    <CardGroups
      cards={cards}
      item={(card) => (
        <li key={card.id}>
          <a
            href={card.link}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onNavigate}
            className="block rounded px-2 py-1 text-stone-900 hover:bg-stone-100"
          >
            {card.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      )}
    />
  );
}
