import type { ReactNode } from 'react';
import type { CardProduct } from '@portal/contract';

/** The catalogue's menu cards in their credit and debit groups, each card drawn by `item` (a list item). */
export function CardGroups({ cards, item }: { cards: CardProduct[]; item: (card: CardProduct) => ReactNode }) {
  const groups = [
    { label: 'Credit Cards', items: cards.filter((c) => c.in_menu && c.category === 'credit') },
    { label: 'Debit Cards', items: cards.filter((c) => c.in_menu && c.category === 'debit') },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {groups.map((group) => (
        <section key={group.label} aria-label={group.label}>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">{group.label}</h3>
          <ul className="space-y-1">{group.items.map(item)}</ul>
        </section>
      ))}
    </div>
  );
}
