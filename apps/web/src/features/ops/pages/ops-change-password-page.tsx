import { Page } from '@/components/ui/page';
import { ChangePasswordForm } from '../components/change-password-form';

/** Inside the console: any signed-in console user changes their own password. */
export default function OpsChangePasswordPage() {
  return (
    <Page title="Change password" className="max-w-md">
      <ChangePasswordForm />
    </Page>
  );
}
