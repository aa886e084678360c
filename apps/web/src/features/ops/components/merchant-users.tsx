import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useMerchantUsers } from '../api/list-merchant-users';
import { InviteUserForm } from './invite-user-form';

/** A merchant's users (read when opened) and the form to invite one more. */
export function MerchantUsers({ merchant }: { merchant: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const users = useMerchantUsers(merchant.id, open);
  return (
    <details className="mt-2" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium underline">Users of {merchant.name}</summary>
      {users.isPending && open && <Spinner label="Loading users" />}
      {users.error && (
        <p role="alert" className="text-sm text-red-700">
          {users.error.message}
        </p>
      )}
      {users.data && (
        <ul aria-label={`Users of ${merchant.name}`} className="flex flex-col gap-1 text-sm">
          {users.data.length === 0 && <li>No users yet.</li>}
          {users.data.map((user) => (
            <li key={user.id}>
              {user.email} · {user.mobile} — {user.password_set ? 'password set' : 'invitation not used yet'}
            </li>
          ))}
        </ul>
      )}
      <InviteUserForm merchant={merchant} />
    </details>
  );
}
