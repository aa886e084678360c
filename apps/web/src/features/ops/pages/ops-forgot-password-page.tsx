import { Link } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** "Forgot password?" from the console sign-in (outside the console's frame: nobody is signed in). */
export default function OpsForgotPasswordPage() {
  return (
    <main id="main" className="min-h-screen bg-stone-50">
      <Page title="Forgot your password?" className="max-w-md">
        <p className="mb-6 text-stone-700">Enter your console e-mail: we e-mail you a link to choose a new password.</p>
        <ForgotPasswordForm />
        <Link to={`${paths.ops}/sign-in`} className="mt-6 inline-block underline">
          Back to sign-in
        </Link>
      </Page>
    </main>
  );
}
