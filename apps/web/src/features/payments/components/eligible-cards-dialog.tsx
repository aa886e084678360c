import { useCards } from '@/api/get-cards';
import { CardGroups } from '@/components/ui/card-groups';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/** The list the premium-cards note links to: the bank's cards that may pay. */
export function EligibleCardsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: cards, isPending } = useCards();
  return (
    <Dialog open={open} onClose={onClose} title="Eligible cards">
      {isPending ? <Spinner /> : <CardGroups cards={cards ?? []} item={(card) => <li key={card.id}>{card.name}</li>} />}
    </Dialog>
  );
}
