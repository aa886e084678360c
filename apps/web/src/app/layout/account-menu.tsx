import { shellMessages, splitFullName } from '@portal/contract';
import { Link } from '@/lib/router';
import { formatLastLogin } from '@/lib/format';
import { useSignOut, type CurrentUser } from '@/lib/session';
import { paths } from '@/config/paths';
import { bookingsLinks } from './nav-items';
import { HeaderMenu, MenuItem, MenuLabel, MenuSeparator } from './header-menu';

/** Spec 01 §2 profile menu, with 'Last Login' when it is known. */
export function AccountMenu({ user, onNavigate }: { user: CurrentUser; onNavigate?: () => void }) {
  const signOut = useSignOut();
  const firstName = splitFullName(user.full_name || user.name).first_name || 'Account';
  const lastLogin = user.login_details?.last_login;
  const item = 'block rounded px-2 py-2 text-stone-900 hover:bg-stone-100 focus:bg-stone-100';
  return (
    <HeaderMenu label={firstName} align="end">
      <MenuItem asChild>
        <Link className={item} to={paths.profile} onClick={onNavigate}>
          Profile
        </Link>
      </MenuItem>
      <MenuItem asChild>
        <Link className={item} to={paths.wallet} onClick={onNavigate}>
          My gift cards
        </Link>
      </MenuItem>
      <MenuSeparator className="my-2 h-px bg-stone-200" />
      <MenuLabel className="px-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">{shellMessages.manageBookings}</MenuLabel>
      {bookingsLinks.map((link) => (
        <MenuItem key={link.to} asChild>
          <Link className={item} to={link.to} onClick={onNavigate}>
            {link.label}
          </Link>
        </MenuItem>
      ))}
      <MenuSeparator className="my-2 h-px bg-stone-200" />
      <MenuItem asChild>
        <Link className={item} to={paths.settings} onClick={onNavigate}>
          Settings
        </Link>
      </MenuItem>
      <MenuItem
        className={`${item} cursor-pointer`}
        onSelect={() => {
          onNavigate?.();
          void signOut();
        }}
      >
        Sign Out
      </MenuItem>
      {lastLogin && (
        <p className="mt-2 border-t border-stone-200 px-2 pt-2 text-xs text-stone-600">
          {shellMessages.lastLogin}: {formatLastLogin(lastLogin)}
        </p>
      )}
    </HeaderMenu>
  );
}
