import { messages, type BenefitKey } from '@portal/contract';
import { useCards } from '@/api/get-cards';
import { cardsWith, listInWords } from './eligible-cards';

/** 'Invalid Bin', then one plain sentence naming the cards that include the service. */
export function RefusedNotice({ message, benefit, service }: { message: string; benefit: BenefitKey; service: string }) {
  const cards = useCards();
  const names = cardsWith(cards.data ?? [], benefit).map((c) => c.name);
  return (
    <div role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-amber-950">
      <p className="font-semibold">{message}</p>
      {names.length > 0 && <p>{messages.cardsWithBenefit(service, listInWords(names))}</p>}
    </div>
  );
}
