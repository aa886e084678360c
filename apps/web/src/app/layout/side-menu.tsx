import { useState } from 'react';
import type { CardProduct } from '@portal/contract';
import { deferredModule, useDeferredPanel } from '@/lib/deferred-module';
import { sideMenuTriggerClass } from './menu-trigger';

/**
 * The side menu (under 993 px) needs Radix's dialog: it loads at the visitor's first interaction, not with
 * the first paint (issue 20). Until then 'Open menu' is a plain button; a click on it loads the menu open.
 */
const panel = deferredModule(() => import('./side-menu-panel'));

export function SideMenu({ cards }: { cards: CardProduct[] }) {
  const { loaded, focused, load, focusEvents } = useDeferredPanel(panel);
  const [open, setOpen] = useState(false);
  if (loaded) return <loaded.SideMenuPanel cards={cards} open={open} onOpenChange={setOpen} focusTrigger={focused} />;
  const openMenu = () => {
    setOpen(true);
    load();
  };
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      className={sideMenuTriggerClass}
      onClick={openMenu}
      {...focusEvents}
    >
      <span aria-hidden="true">☰</span>
    </button>
  );
}
