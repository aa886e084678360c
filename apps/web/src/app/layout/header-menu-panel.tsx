import { ChevronDown } from 'lucide-react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { menuTriggerClass } from './menu-trigger';

export interface HeaderMenuPanelProps {
  label: string;
  children: ReactNode;
  align: 'start' | 'end';
  /** Opened before this loaded (a click on the stand-in button): open at once. */
  defaultOpen: boolean;
  /** The stand-in button had focus: give it to the real trigger. */
  focusTrigger: boolean;
}

/** One header dropdown with Radix (keyboard and screen-reader friendly); its own chunk, see header-menu.tsx. */
export function HeaderMenuPanel({ label, children, align, defaultOpen, focusTrigger }: HeaderMenuPanelProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, [focusTrigger, defaultOpen]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={menuTriggerClass}>
        {label}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          className="z-50 max-w-[90vw] min-w-56 rounded-md border border-stone-200 bg-white p-3 shadow-lg"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export const MenuItem = DropdownMenu.Item;
export const MenuLabel = DropdownMenu.Label;
export const MenuSeparator = DropdownMenu.Separator;
