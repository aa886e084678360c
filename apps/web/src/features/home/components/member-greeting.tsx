import { Sparkles } from 'lucide-react';
import { splitFullName } from '@portal/contract';
import type { ReactNode } from 'react';
import { useClientConfig } from '@/api/get-client-config';
import { Hero } from '@/components/ui/hero';
import type { CurrentUser } from '@/lib/session';
import { theme } from '@/theme/theme';

/**
 * The signed-in greeting. In the first chunk, so it paints as the signed-out hero does; the card (art and name)
 * comes with the member chunk into a box kept for it, so nothing moves when it does.
 */
export function MemberGreeting({
  user,
  year,
  cardName,
  children,
}: {
  user: CurrentUser;
  year?: number;
  cardName?: string;
  children?: ReactNode;
}) {
  const { data: client } = useClientConfig();
  const firstName = splitFullName(user.full_name || user.name).first_name;
  return (
    <Hero
      picture={theme.pictures.home}
      icon={Sparkles}
      eyebrow={`${client?.programme_name ?? 'Privileges'} member`}
      heading={firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
      intro={`Here is what your ${cardName ? `${cardName} card` : 'card'} holds ${year ? `in ${year}` : 'this year'}.`}
    >
      <div className="flex min-h-24 items-center gap-4">{children}</div>
    </Hero>
  );
}
