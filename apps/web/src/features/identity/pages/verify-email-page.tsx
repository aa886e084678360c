import { useLocation } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { Button } from '@/components/ui/button';
import { useVerifyEmail } from '../api/verify-email';

/**
 * Where the link that confirms a new e-mail lands. The token is in the fragment (never sent to a server by the
 * browser), and it is used by a button, not on opening: a mail scanner that opens links confirms nothing.
 */
export default function VerifyEmailPage() {
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token') ?? '';
  const verify = useVerifyEmail();
  return (
    <Page title="Confirm your e-mail" className="max-w-md">
      {!token ? (
        <p role="alert">This link is not complete. Please open the link from your e-mail again.</p>
      ) : verify.data ? (
        <p role="status">{verify.data.msg}</p>
      ) : (
        <div className="flex flex-col gap-4">
          <p>Confirm that this is your e-mail address: vouchers and receipts go to it from then on.</p>
          {verify.error && <p role="alert">{verify.error.message}</p>}
          <Button className="self-start" busy={verify.isPending} onClick={() => verify.mutate({ token })}>
            Confirm my e-mail
          </Button>
        </div>
      )}
    </Page>
  );
}
