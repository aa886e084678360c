import { paths } from '@/config/paths';
import type { ConsoleRole } from '../api/console-role';

export interface ConsoleNavItem {
  to: string;
  label: string;
  /** Active only on this exact address (the console's home). */
  end?: boolean;
}

const queue: ConsoleNavItem = { to: paths.ops, label: 'Queue', end: true };
/** Every console user changes their own password (issue 29). */
const password: ConsoleNavItem = { to: paths.opsChangePassword, label: 'Change password' };

/** What each role may use, in the order the header lists it; the server checks the same roles on every call. */
export const consoleNav: Record<ConsoleRole, ConsoleNavItem[]> = {
  concierge: [queue, password],
  admin: [
    queue,
    { to: paths.opsMerchants, label: 'Merchants' },
    { to: paths.opsApprovals, label: 'Offers to approve' },
    { to: paths.opsClientSettings, label: 'Client settings' },
    { to: `${paths.ops}/staff`, label: 'Staff' },
    { to: paths.opsLedger, label: 'Ledger' },
    password,
  ],
  merchant: [{ to: paths.opsOffers, label: 'My offers' }, { to: paths.opsRedemptions, label: 'Redemptions' }, password],
};

/** Where a role lands on signing in. */
export const consoleHome = (role: ConsoleRole | undefined) => (role === 'merchant' ? paths.opsOffers : paths.ops);
