import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast, Toaster } from 'sonner';
import { toasterReady } from '@/lib/toast';

// Sonner's own phone breakpoint: at or under it toasts span the screen and use `mobileOffset`.
const PHONE = '(max-width: 600px)';
const GAP = 8;

// Guarded: a page without matchMedia (jsdom in component tests) counts as a large screen.
const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : undefined);
const subscribePhone = (listener: () => void) => {
  const query = phoneQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
};
const isPhone = () => phoneQuery()?.matches ?? false;

type Show = typeof toast;
const polarity = { success: 'good', error: 'bad', warning: 'bad' } as const;
type Outcome = keyof typeof polarity;

/**
 * sonner's toast, except that a success first dismisses the errors and warnings still up, and an error or warning
 * the successes: two contradictory toasts are never on screen at once. Info toasts ('Please login to continue.') stay.
 */
function oneOutcomeAtATime(show: Show): Show {
  const raise =
    (kind: Outcome) =>
    (...args: Parameters<Show['success']>) => {
      for (const shown of show.getToasts()) {
        const type = 'type' in shown ? shown.type : undefined;
        if (type && type in polarity && polarity[type as Outcome] !== polarity[kind]) show.dismiss(shown.id);
      }
      return show[kind](...args);
    };
  return Object.assign((...args: Parameters<Show>) => show(...args), show, {
    success: raise('success'),
    error: raise('error'),
    warning: raise('warning'),
  });
}

/** The sticky header's height, followed as it changes (the header wraps on narrow screens). */
function useHeaderHeight() {
  const [height, setHeight] = useState(() => document.querySelector('header')?.offsetHeight ?? 72);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(header.offsetHeight));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

/**
 * Sonner's toaster, in its own chunk (see lib/toast.ts). Toasts never cover the header or its menu button:
 * at the bottom on a phone, just below the sticky header on larger screens. The close button is 28 px (at least 24 px).
 */
export default function LoadedToaster() {
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  const headerHeight = useHeaderHeight();
  useEffect(() => {
    // The live region is in the page a moment before the first toast, so screen readers announce it.
    const id = setTimeout(() => toasterReady(oneOutcomeAtATime(toast)), 100);
    return () => clearTimeout(id);
  }, []);
  return (
    <Toaster
      position={phone ? 'bottom-center' : 'top-center'}
      offset={{ top: headerHeight + GAP }}
      // Above a service page's sticky action bar (about 68 px) too.
      mobileOffset={{ bottom: 84, left: 16, right: 16 }}
      richColors
      closeButton
      toastOptions={{ duration: 5000, classNames: { closeButton: 'size-7! [&_svg]:size-3.5!' } }}
      // The brand typeface, not sonner's system font stack.
      style={{ fontFamily: 'var(--font-sans)' }}
    />
  );
}
