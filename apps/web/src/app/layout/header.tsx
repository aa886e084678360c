import { Link } from '@/lib/router';
import { shellMessages, STICKY_HEADER_THRESHOLD_PX } from '@portal/contract';
import { useCards } from '@/api/get-cards';
import { useClientConfig } from '@/api/get-client-config';
import { theme } from '@/theme/theme';
import { AccountSlot } from './account-slot';
import { ConciergeContact } from './concierge-contact';
import { EligibleCardsList } from './eligible-cards-menu';
import { HeaderMenu, MenuItem } from './header-menu';
import { CartLinkSlot } from '@/components/rewards/cart-link-slot';
import { categoryLinks, offersLinks, rewardLinks } from './nav-items';
import { SideMenu } from './side-menu';
import { useScrolledPast } from './use-scrolled-past';

/** A header menu whose items are links (the categories, the rewards). */
function LinksMenu({ label, links }: { label: string; links: readonly { label: string; to: string }[] }) {
  return (
    <HeaderMenu label={label}>
      {links.map((link) => (
        <MenuItem key={link.to} asChild>
          <Link to={link.to} className="block rounded px-2 py-2 hover:bg-stone-100 focus:bg-stone-100">
            {link.label}
          </Link>
        </MenuItem>
      ))}
    </HeaderMenu>
  );
}

export function Header() {
  const sticky = useScrolledPast(STICKY_HEADER_THRESHOLD_PX);
  const { data: cards = [] } = useCards();
  const { data: client } = useClientConfig();
  return (
    <header
      data-sticky={sticky || undefined}
      className={`sticky top-0 z-30 border-b border-stone-200 bg-white transition-shadow ${sticky ? 'shadow-md' : ''}`}
    >
      {/* One height in both looks: a shorter sticky header moved the page back under 80 px and the look flickered. */}
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="shrink-0" aria-label={`${client?.programme_name ?? 'Privileges'} home`}>
          <img src={client?.logo_url ?? theme.logo} alt="" width={168} height={40} className="h-10 w-auto" />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 min-[993px]:flex">
          <HeaderMenu label={shellMessages.eligibleCards}>
            <div className="w-[32rem] max-w-[85vw]">
              <EligibleCardsList cards={cards} />
            </div>
          </HeaderMenu>
          <LinksMenu label="Categories" links={categoryLinks} />
          <Link to={offersLinks[0].to} className="rounded-md px-3 py-2 font-medium text-stone-800 hover:bg-stone-100">
            {offersLinks[0].label}
          </Link>
          <LinksMenu label="Rewards" links={rewardLinks} />
          <HeaderMenu label="Concierge" align="end">
            <div className="w-72">
              <ConciergeContact />
            </div>
          </HeaderMenu>
          <CartLinkSlot />
          <div className="ml-2">
            <AccountSlot />
          </div>
        </nav>
        <div className="min-[993px]:hidden">
          <SideMenu cards={cards} />
        </div>
      </div>
    </header>
  );
}
