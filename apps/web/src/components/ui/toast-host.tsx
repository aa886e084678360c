import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { onFirstInteraction } from '@/lib/first-interaction';
import { onToasterWanted, requestToaster, toasterWanted } from '@/lib/toast';

const LoadedToaster = lazy(() => import('./toaster'));

/** Mounts the toaster once a toast is raised or the visitor first interacts, not with the first paint. */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  useEffect(() => onFirstInteraction(requestToaster), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  );
}
