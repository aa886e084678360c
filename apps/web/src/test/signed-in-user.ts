import type { CurrentUser } from '@/lib/session';

/** A signed-in cardholder on the Reserve BIN whose session has its full 15 minutes left. */
export const signedInUser = (): CurrentUser => ({
  id: 'u1',
  name: 'Asha',
  full_name: 'Asha Rao',
  mobile: '9811100001',
  email: null,
  bin: '41000001',
  token: 'token-1',
  session_id: 's1',
  login_details: { last_login: null },
  expires_at: new Date(Date.now() + 900_000).toISOString(),
});
