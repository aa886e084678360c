import { shellMessages as messages } from '@portal/contract';
import { readCurrentUser, type CurrentUser } from '@/lib/session';
import { requestSignIn } from '@/lib/sign-in';
import { toast } from '@/lib/toast';

/**
 * The signed-in user a booking starts with: a signed-out visitor is asked to log in first. `false` when they
 * do not; `null` when sign-in left no user.
 */
export async function signedInUser(): Promise<CurrentUser | null | false> {
  const user = readCurrentUser();
  if (user) return user;
  toast.info(messages.pleaseLogin);
  if ((await requestSignIn()) !== 'true') return false;
  return readCurrentUser();
}
