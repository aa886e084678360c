import { useState, type PointerEvent } from 'react';
import { useDeferredPanel, type DeferredModule } from '@/lib/deferred-module';

/**
 * A menu shown as a plain stand-in button until its deferred panel loads (issue 20). `open` is whether the
 * visitor asked for the menu, so the panel opens as it arrives; `trigger` is what every stand-in button shares:
 * a closed menu's state, the press or click that asks for it, and the focus the panel's own trigger then takes.
 */
export function useDeferredMenu<T>(panel: DeferredModule<T>) {
  const { loaded, focused, load, focusEvents } = useDeferredPanel(panel);
  const [open, setOpen] = useState(false);
  const ask = () => {
    setOpen(true);
    load();
  };
  // Asked at the press, not only at the click: the press starts the panel's load, and a panel that arrives before
  // the release replaces this button, so the release's click lands on no button and would be lost.
  const onPointerDown = (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey) ask();
  };
  const trigger = { type: 'button', 'aria-expanded': false, 'data-state': 'closed', onClick: ask, onPointerDown, ...focusEvents } as const;
  return { loaded, focused, open, setOpen, ask, trigger };
}
