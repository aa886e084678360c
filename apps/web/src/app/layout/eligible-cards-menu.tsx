import type { CardProduct } from '@portal/contract';

/** Credit and debit groups of the catalogue's menu cards, each an external link (spec 01 §2). */
export function EligibleCardsList({ cards, onNavigate }: { cards: CardProduct[]; onNavigate?: () => void }) {
  const groups = [
    { label: 'Credit Cards', items: cards.filter((c) => c.in_menu && c.category === 'credit') },
    { label: 'Debit Cards', items: cards.filter((c) => c.in_menu && c.category === 'debit') },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {groups.map((group) => (
        <section key={group.label} aria-label={group.label}>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">{group.label}</h3>
          <ul className="space-y-1">
            {group.items.map((card) => (
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
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
