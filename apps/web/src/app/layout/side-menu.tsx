import { useEffect, useState } from 'react';
import type { CardProduct } from '@portal/contract';
import { deferredModule, useDeferredModule } from '@/lib/deferred-module';
import { onFirstInteraction } from '@/lib/first-interaction';
import { sideMenuTriggerClass } from './menu-trigger';

/**
 * The side menu (under 993 px) needs Radix's dialog: it loads at the visitor's first interaction, not with
 * the first paint (issue 20). Until then 'Open menu' is a plain button; a click on it loads the menu open.
 */
const panel = deferredModule(() => import('./side-menu-panel'));

export function SideMenu({ cards }: { cards: CardProduct[] }) {
  const loaded = useDeferredModule(panel);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(
    () =>
      onFirstInteraction(() => {
        void panel.preload().catch(() => {});
      }),
    [],
  );
  if (loaded) return <loaded.SideMenuPanel cards={cards} open={open} onOpenChange={setOpen} focusTrigger={focused} />;
  const openMenu = () => {
    setOpen(true);
    void panel.preload().catch((error: unknown) => console.warn('menu failed to load', error));
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
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <span aria-hidden="true">☰</span>
    </button>
  );
}
