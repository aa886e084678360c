import { X } from 'lucide-react';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { DialogProps } from './dialog';

const placements = {
  centre:
    'fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6',
  side: 'fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col overflow-y-auto bg-white p-5 shadow-xl',
};

/** Accessible modal (focus trap, Escape, labelled) with a close icon and a backdrop that closes it; its own chunk, see dialog.tsx. */
export default function DialogPanel({ open, onClose, title, description, width = 560, placement = 'centre', children }: DialogProps) {
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" data-testid="dialog-backdrop" />
        <RadixDialog.Content
          style={placement === 'centre' ? { maxWidth: width } : undefined}
          className={placements[placement]}
          aria-describedby={description ? undefined : undefined}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close aria-label="Close" className="-m-2 rounded p-2 text-stone-600 hover:bg-stone-100">
              <X aria-hidden="true" className="size-6" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-sm text-stone-700">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
