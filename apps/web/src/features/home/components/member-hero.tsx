import { Sparkles } from 'lucide-react';
import { matchCardByBin, splitFullName, type CardProduct } from '@portal/contract';
import { useCards } from '@/api/get-cards';
import { useClientConfig } from '@/api/get-client-config';
import { CardArt } from '@/components/ui/card-art';
import { Hero } from '@/components/ui/hero';
import type { CurrentUser } from '@/lib/session';
import { theme } from '@/theme/theme';

export function useMemberCard(user: CurrentUser): CardProduct | undefined {
  const { data: cards = [] } = useCards();
  return user.bin ? matchCardByBin(cards, user.bin) : undefined;
}

/** The signed-in greeting with the cardholder's card: in the first chunk, so it paints as the signed-out hero does. */
export function MemberHero({ user, year }: { user: CurrentUser; year: number }) {
  const { data: client } = useClientConfig();
  const card = useMemberCard(user);
  const firstName = splitFullName(user.full_name || user.name).first_name;
  return (
    <Hero picture={theme.pictures.home} icon={Sparkles} eyebrow={`${client?.programme_name ?? 'Privileges'} member`}
      heading={firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
      intro={card ? `Here is what your ${card.name} card holds in ${year}.` : `Here is what your card holds in ${year}.`}>
      {/* The card's box is kept while the catalogue loads, so nothing below moves when it comes. */}
      <div className="flex min-h-24 items-center gap-4">
        {card && (
          <>
            <CardArt card={card} className={card.align === 'vertical' ? 'h-24 w-auto' : 'h-20 w-auto'} />
            <p><span className="block text-sm">Your card</span><span data-testid="member-card-name" className="text-xl font-bold">{card.name}</span></p>
          </>
        )}
      </div>
    </Hero>
  );
}
