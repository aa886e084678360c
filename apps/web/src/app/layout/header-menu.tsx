import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

/** One header dropdown: a labelled trigger and its panel (keyboard and screen-reader friendly). */
export function HeaderMenu({ label, children, align = 'start' }: { label: string; children: ReactNode; align?: 'start' | 'end' }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex min-h-11 items-center gap-1 rounded px-3 py-2 font-medium text-stone-800 hover:bg-stone-100 data-[state=open]:bg-stone-100">
        {label}<span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align={align} sideOffset={6} className="z-50 max-w-[90vw] min-w-56 rounded-md border border-stone-200 bg-white p-3 shadow-lg">
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export const MenuItem = DropdownMenu.Item;
export const MenuLabel = DropdownMenu.Label;
export const MenuSeparator = DropdownMenu.Separator;
