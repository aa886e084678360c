import { lazy, Suspense, type ComponentType } from 'react';
import { preloadDialog } from '@/components/ui/dialog';

/**
 * A landing page's booking dialog, kept out of the page's own code: `preload` fetches it (its form, validation
 * and Radix) when a booking starts, alongside the card check; `Dialog` renders it inside a Suspense.
 */
export function lazyBookingDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const LazyDialog = lazy(() => load().then((component) => ({ default: component })));
  function Dialog(props: Props) {
    return (
      <Suspense fallback={null}>
        <LazyDialog {...props} />
      </Suspense>
    );
  }
  const preload = () => {
    void load().catch(() => {});
    void preloadDialog().catch(() => {});
  };
  return { Dialog, preload };
}
