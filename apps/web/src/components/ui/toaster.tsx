import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { toasterReady } from '@/lib/toast';

/** Sonner's toaster, in its own chunk (see lib/toast.ts). */
export default function LoadedToaster() {
  useEffect(() => {
    // The live region is in the page a moment before the first toast, so screen readers announce it.
    const id = setTimeout(() => toasterReady(toast), 100);
    return () => clearTimeout(id);
  }, []);
  return <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 5000 }} />;
}
