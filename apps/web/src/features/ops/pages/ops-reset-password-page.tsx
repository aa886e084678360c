import { useLocation } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { ResetPasswordForm } from '../components/reset-password-form';

/** Where a reset e-mail's link lands; its token is in the fragment, which a browser never sends to a server. */
export default function OpsResetPasswordPage() {
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token') ?? '';
  return (
    <main id="main" className="min-h-screen bg-stone-50">
      <Page title="Choose a new password" className="max-w-md">
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <p role="alert">This link is not complete. Please open the link from your e-mail again.</p>
        )}
      </Page>
    </main>
  );
}
