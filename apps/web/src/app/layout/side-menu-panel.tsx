import { Menu, X } from 'lucide-react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef } from 'react';
import { Link } from '@/lib/router';
import { shellMessages, type CardProduct } from '@portal/contract';
import { AccountSlot } from './account-slot';
import { ConciergeContact } from './concierge-contact';
import { EligibleCardsList } from './eligible-cards-menu';
import { CartLinkSlot } from '@/components/rewards/cart-link-slot';
import { categoryLinks, offersLinks, rewardLinks } from './nav-items';
import { sideMenuTriggerClass } from './menu-trigger';

const section = 'border-b border-stone-200 py-3';

export interface SideMenuPanelProps {
  cards: CardProduct[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stand-in button had focus: give it to the real trigger. */
  focusTrigger: boolean;
}

/** Under 993 px the header's items move into this side menu (spec 01 §2); its own chunk, see side-menu.tsx. */
export function SideMenuPanel({ cards, open, onOpenChange, focusTrigger }: SideMenuPanelProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Only when this first replaces the stand-in button.
  const takeFocus = useRef(focusTrigger && !open);
  useLayoutEffect(() => {
    if (takeFocus.current) trigger.current?.focus();
  }, []);
  const close = () => onOpenChange(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger ref={trigger} aria-label="Open menu" className={sideMenuTriggerClass}>
        <Menu aria-hidden="true" className="size-6" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 w-[85vw] max-w-sm overflow-y-auto bg-white p-4 shadow-xl">
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-semibold">Menu</RadixDialog.Title>
            <RadixDialog.Close aria-label="Close menu" className="rounded p-2 hover:bg-stone-100">
              <X aria-hidden="true" className="size-6" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">Site navigation</RadixDialog.Description>
          <nav aria-label="Side menu">
            <div className={section}>
              <AccountSlot onNavigate={close} />
            </div>
            <details className={section}>
              <summary className="cursor-pointer py-1 font-medium">{shellMessages.eligibleCards}</summary>
              <div className="mt-2">
                <EligibleCardsList cards={cards} onNavigate={close} />
              </div>
            </details>
            <LinkSection title="Categories" links={categoryLinks} onNavigate={close} />
            <LinkSection title="Offers" links={offersLinks} onNavigate={close} />
            <LinkSection title="Rewards" links={rewardLinks} onNavigate={close}>
              <CartLinkSlot onNavigate={close} />
            </LinkSection>
            <div className={section}>
              <h2 className="mb-1 font-medium">Concierge</h2>
              <ConciergeContact />
            </div>
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A titled list of the menu's links (Categories, Offers, Rewards); anything after the list comes as children. */
function LinkSection({
  title,
  links,
  onNavigate,
  children,
}: {
  title: string;
  links: readonly { to: string; label: string }[];
  onNavigate: () => void;
  children?: React.ReactNode;
}) {
  return (
    <div className={section}>
      <h2 className="mb-1 font-medium">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate} className="block rounded px-2 py-2 hover:bg-stone-100">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
