import { useLocation } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { SetPasswordForm } from '../components/set-password-form';

/** Where an invitation e-mail's link lands (outside the console's frame: nobody is signed in yet). */
export default function OpsSetPasswordPage() {
  // The invitation carries its token in the fragment, which a browser never sends to a server (so no log holds it).
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token') ?? '';
  return (
    <main id="main" className="min-h-screen bg-stone-50">
      <Page title="Set your password" className="max-w-md">
        {token ? (
          <SetPasswordForm token={token} />
        ) : (
          <p role="alert">This link is not complete. Please open the link from your invitation e-mail again.</p>
        )}
      </Page>
    </main>
  );
}
