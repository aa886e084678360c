import { shellMessages } from '@portal/contract';
import { useCurrentUser } from '@/lib/session';
import { requestSignIn } from '@/lib/sign-in';
import { Button } from '@/components/ui/button';
import { AccountMenu } from './account-menu';

/** 'Log In' when signed out; the profile menu when a user is stored. */
export function AccountSlot({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  if (user) return <AccountMenu user={user} onNavigate={onNavigate} />;
  return (
    <Button
      onClick={() => {
        onNavigate?.();
        void requestSignIn();
      }}
      className="whitespace-nowrap"
    >
      {shellMessages.logIn}
    </Button>
  );
}
