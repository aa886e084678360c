import type { ConsoleMe } from '@portal/contract';
import { reply, stubFetch, type Answer } from './fetch-double';

/** Who the console's `GET /api/ops/me` says is signed in: a merchant's user belongs to a merchant, staff to none. */
export const consoleMe = (role: ConsoleMe['role']): ConsoleMe => ({
  id: '3e9d4c71-4f50-4182-bdce-3f4a5b6c7d8e',
  email: `${role}@example.in`,
  name: null,
  role,
  merchant_id: role === 'merchant' ? '4fae5d82-5061-4293-8edf-4a5b6c7d8e9f' : null,
});

/**
 * Signs a `role` in to the staff console: its session token where the console keeps it (sessionStorage, which the
 * setup clears after each test) and the server answering who it is, besides the other `routes`.
 */
export function signInToConsole(role: ConsoleMe['role'], routes: Record<string, Answer> = {}) {
  sessionStorage.setItem('ops-token', 'staff-tok');
  return stubFetch({ 'GET /api/ops/me': reply(200, { data: consoleMe(role) }), ...routes });
}
