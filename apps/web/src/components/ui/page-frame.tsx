import { Suspense, type ReactNode } from 'react';
import { Outlet } from '@/lib/router';
import { Spinner } from './spinner';

export interface PageFrameProps {
  /** The main region's id, the skip link's target. */
  mainId: string;
  className?: string;
  header: ReactNode;
  /** After the main region (footer, hosts). */
  children?: ReactNode;
}

/** A layout's frame: the skip link, its header, the route's page in the main region (a spinner while it loads), then the rest. */
export function PageFrame({ mainId, className = '', header, children }: PageFrameProps) {
  return (
    <div className={`flex min-h-screen flex-col ${className}`.trim()}>
      <a href={`#${mainId}`} className="sr-only z-50 rounded bg-white p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      {header}
      <main id={mainId} tabIndex={-1} className="flex-1 outline-none">
        <Suspense
          fallback={
            <div className="p-10 text-center">
              <Spinner label="Loading page" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {children}
    </div>
  );
}
