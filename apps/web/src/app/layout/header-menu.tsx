import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DropdownMenuItemProps, DropdownMenuLabelProps, DropdownMenuSeparatorProps } from '@radix-ui/react-dropdown-menu';
import { deferredModule } from '@/lib/deferred-module';
import { menuTriggerClass } from './menu-trigger';
import { useDeferredMenu } from './use-deferred-menu';

/**
 * Radix's dropdown (with its positioning library) is ~20 KB gzip: it loads at the visitor's first interaction,
 * not with the first paint (issue 20). Until then each menu is a plain button with the same name and look; a
 * click (or ArrowDown) on it loads the menu and opens it.
 */
const panel = deferredModule(() => import('./header-menu-panel'));

export function HeaderMenu({ label, children, align = 'start' }: { label: string; children: ReactNode; align?: 'start' | 'end' }) {
  const { loaded, focused, open, ask, trigger } = useDeferredMenu(panel);
  if (loaded) {
    return (
      <loaded.HeaderMenuPanel label={label} align={align} defaultOpen={open} focusTrigger={focused}>
        {children}
      </loaded.HeaderMenuPanel>
    );
  }
  return (
    <button
      {...trigger}
      aria-haspopup="menu"
      className={menuTriggerClass}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          ask();
        }
      }}
    >
      {label}
      <ChevronDown aria-hidden="true" className="size-4" />
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
