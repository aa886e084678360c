import { ScrollRestoration } from '@/lib/router';
import { PageFrame } from '@/components/ui/page-frame';
import { SignInHost } from '@/features/identity/components/sign-in-host';
import { Footer } from './footer';
import { Header } from './header';

export function AppLayout() {
  return (
    <PageFrame mainId="main" header={<Header />}>
      <Footer />
      <SignInHost />
      <ScrollRestoration />
    </PageFrame>
  );
}
