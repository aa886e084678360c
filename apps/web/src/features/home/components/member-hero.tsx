import { matchCardByBin, type CardProduct } from '@portal/contract';
import { useCards } from '@/api/get-cards';
import { CardArt } from '@/components/ui/card-art';
import type { CurrentUser } from '@/lib/session';
import { CardFace } from './card-face';
import { MemberGreeting } from './member-greeting';

export function useMemberCard(user: CurrentUser): CardProduct | undefined {
  const { data: cards = [] } = useCards();
  return user.bin ? matchCardByBin(cards, user.bin) : undefined;
}

/** The greeting with the cardholder's card: its art and its face (bank, name, network, the masked number). */
export function MemberHero({ user, year }: { user: CurrentUser; year: number }) {
  const card = useMemberCard(user);
  return (
    <MemberGreeting user={user} year={year} cardName={card?.name}>
      {card && (
        <>
          <CardArt card={card} className={card.align === 'vertical' ? 'h-24 w-auto' : 'h-20 w-auto'} />
          <CardFace card={card} bin={user.bin ?? ''} />
        </>
      )}
    </MemberGreeting>
  );
}
