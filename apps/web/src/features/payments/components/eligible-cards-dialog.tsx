import { useCards } from '@/api/get-cards';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/** The list the premium-cards note links to: the bank's cards that may pay. */
export function EligibleCardsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: cards, isPending } = useCards();
  const groups = [
    { label: 'Credit Cards', items: (cards ?? []).filter((c) => c.in_menu && c.category === 'credit') },
    { label: 'Debit Cards', items: (cards ?? []).filter((c) => c.in_menu && c.category === 'debit') },
  ];
  return (
    <Dialog open={open} onClose={onClose} title="Eligible cards">
      {isPending ? (
        <Spinner />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {groups.map((group) => (
            <section key={group.label} aria-label={group.label}>
              <h3 className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">{group.label}</h3>
              <ul className="space-y-1">
                {group.items.map((card) => (
                  <li key={card.id}>{card.name}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Dialog>
  );
}
