import { lazy, Suspense, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  /** Called when the backdrop or the close icon closes the dialog. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  width?: number;
  /** 'side': a full-height sheet from the right edge (the add-card panel) instead of a centred box. */
  placement?: 'centre' | 'side';
  children: ReactNode;
}

/** Radix's dialog (focus trap, scroll lock) is fetched when a dialog first opens, never with a page (issue 20). */
export const preloadDialog = () => import('./dialog-panel');
const DialogPanel = lazy(preloadDialog);

/** Accessible modal (focus trap, Escape, labelled) with a close icon and a backdrop that closes it. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
