import { Link, Navigate, useNavigate } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useStaffToken } from '../api/staff-token';
import { SignInForm } from '../components/sign-in-form';

export default function OpsSignInPage() {
  const token = useStaffToken();
  const navigate = useNavigate();
  if (token) return <Navigate to={paths.ops} replace />;
  return (
    <main id="main" className="min-h-screen bg-stone-50">
      <Page title="Staff sign-in" className="max-w-md">
        <p className="mb-6 text-stone-700">For the provider's concierge and admin staff.</p>
        <SignInForm onSignedIn={() => navigate(paths.ops)} />
        <Link to={paths.opsForgotPassword} className="mt-6 inline-block underline">
          Forgot password?
        </Link>
      </Page>
    </main>
  );
}
