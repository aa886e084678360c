import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from '@/lib/router';
import { Spinner } from '@/components/ui/spinner';
import { SignInHost } from '@/features/identity/components/sign-in-host';
import { Footer } from './footer';
import { Header } from './header';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-white p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
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
      <Footer />
      <SignInHost />
      <ScrollRestoration />
    </div>
  );
}
