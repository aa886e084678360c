import { useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';
import { requestSignIn } from '@/lib/sign-in';
import { Button } from '@/components/ui/button';
import { AccountMenu } from './account-menu';

const readUser = () => storage.get('currentUser');

/** 'Log In' when signed out; the profile menu when a user is stored. */
export function AccountSlot({ onNavigate }: { onNavigate?: () => void }) {
  const currentUser = useSyncExternalStore(storage.subscribe, readUser, () => null);
  if (currentUser) return <AccountMenu onNavigate={onNavigate} />;
  return (
    <Button onClick={() => { onNavigate?.(); void requestSignIn(); }} className="whitespace-nowrap">
      Log In
    </Button>
  );
}
