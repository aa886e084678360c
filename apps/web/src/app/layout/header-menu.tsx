import { useState, type ReactNode } from 'react';
import type { DropdownMenuItemProps, DropdownMenuLabelProps, DropdownMenuSeparatorProps } from '@radix-ui/react-dropdown-menu';
import { deferredModule, useDeferredPanel } from '@/lib/deferred-module';
import { menuTriggerClass } from './menu-trigger';

/**
 * Radix's dropdown (with its positioning library) is ~20 KB gzip: it loads at the visitor's first interaction,
 * not with the first paint (issue 20). Until then each menu is a plain button with the same name and look; a
 * click (or ArrowDown) on it loads the menu and opens it.
 */
const panel = deferredModule(() => import('./header-menu-panel'));

export function HeaderMenu({ label, children, align = 'start' }: { label: string; children: ReactNode; align?: 'start' | 'end' }) {
  const { loaded, focused, load, focusEvents } = useDeferredPanel(panel);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (loaded) {
    return (
      <loaded.HeaderMenuPanel label={label} align={align} defaultOpen={openOnLoad} focusTrigger={focused}>
        {children}
      </loaded.HeaderMenuPanel>
    );
  }
  const open = () => {
    setOpenOnLoad(true);
    load();
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={menuTriggerClass}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) open();
      }}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          open();
        }
      }}
      {...focusEvents}
    >
      {label}
      <span aria-hidden="true">▾</span>
    </button>
  );
}

/* The menus' parts: rendered only inside an open menu, so the module is there by then. */
export const MenuItem = (props: DropdownMenuItemProps) => {
  const Item = panel.get()!.MenuItem;
  return <Item {...props} />;
};
export const MenuLabel = (props: DropdownMenuLabelProps) => {
  const Label = panel.get()!.MenuLabel;
  return <Label {...props} />;
};
export const MenuSeparator = (props: DropdownMenuSeparatorProps) => {
  const Separator = panel.get()!.MenuSeparator;
  return <Separator {...props} />;
};
