import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * `toast.success(…)` and friends, as sonner's, without sonner in the first page's script: calls are kept
 * until the toaster (components/ui/toast-host.tsx) has loaded sonner and mounted, then shown in order.
 */
type Kind = 'success' | 'error' | 'warning' | 'info';
type Show = typeof sonnerToast;

let show: Show | undefined;
let wanted = false;
const queued: [Kind, string, ExternalToast | undefined][] = [];
const listeners = new Set<() => void>();

/** Asks the host to load and mount the toaster (the first toast does; so does the visitor's first interaction). */
export function requestToaster() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export const toasterWanted = () => wanted;
export function onToasterWanted(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the mounted toaster with sonner's `toast`; shows what waited. */
export function toasterReady(next: Show) {
  show = next;
  queued.splice(0).forEach(([kind, message, options]) => next[kind](message, options));
}

const raise = (kind: Kind) => (message: string, options?: ExternalToast) => {
  if (show) {
    show[kind](message, options);
    return;
  }
  queued.push([kind, message, options]);
  requestToaster();
};

export const toast = { success: raise('success'), error: raise('error'), warning: raise('warning'), info: raise('info') };
