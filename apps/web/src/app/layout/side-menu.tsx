import { Menu } from 'lucide-react';
import type { CardProduct } from '@portal/contract';
import { deferredModule } from '@/lib/deferred-module';
import { sideMenuTriggerClass } from './menu-trigger';
import { useDeferredMenu } from './use-deferred-menu';

/**
 * The side menu (under 993 px) needs Radix's dialog: it loads at the visitor's first interaction, not with
 * the first paint (issue 20). Until then 'Open menu' is a plain button; a click on it loads the menu open.
 */
const panel = deferredModule(() => import('./side-menu-panel'));

export function SideMenu({ cards }: { cards: CardProduct[] }) {
  const { loaded, focused, open, setOpen, trigger } = useDeferredMenu(panel);
  if (loaded) return <loaded.SideMenuPanel cards={cards} open={open} onOpenChange={setOpen} focusTrigger={focused} />;
  return (
    <button {...trigger} aria-label="Open menu" aria-haspopup="dialog" className={sideMenuTriggerClass}>
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
}
