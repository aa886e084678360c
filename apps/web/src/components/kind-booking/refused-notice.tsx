import { landingMessages as messages, matchCardByBin, type BenefitKey } from '@portal/contract';
import { useCards } from '@/api/get-cards';
import { useCurrentUser } from '@/lib/session';
import { cardsWith, EligibleCardLinks, listInWords } from './eligible-cards';

/**
 * 'Invalid Bin' (or the server's message) word for word, then in plain words: the cardholder's own card (`bin`, or the
 * signed-in user's) when the catalogue knows it and it lacks the service, the cards that include it, and a way to see them.
 */
export function RefusedNotice({
  message,
  benefit,
  service,
  bin,
  className = 'mt-4',
}: {
  message: string;
  benefit: BenefitKey;
  service: string;
  bin?: string | null;
  className?: string;
}) {
  const cards = useCards();
  const all = cards.data ?? [];
  const eligible = cardsWith(all, benefit);
  const user = useCurrentUser();
  const ownBin = bin ?? user?.bin;
  const mine = ownBin ? matchCardByBin(all, ownBin) : undefined;
  return (
    <div role="alert" className={`rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 ${className}`}>
      <p className="font-semibold">{message}</p>
      {mine && mine.benefits[benefit] === 0 && <p>{messages.yourCardLacksService(mine.name, service)}</p>}
      {eligible.length > 0 && <p>{messages.cardsWithBenefit(service, listInWords(eligible.map((c) => c.name)))}</p>}
      <EligibleCardLinks cards={eligible} />
    </div>
  );
}
