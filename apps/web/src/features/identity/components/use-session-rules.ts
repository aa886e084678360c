import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import { shellMessages } from '@portal/contract';
import { ApiError, setUnauthorizedHandler } from '@/lib/api-client';
import { endSession, isEndingSession, readCurrentUser, updateCurrentUser, useCurrentUser } from '@/lib/session';
import { isSignInOpen, requestSignIn } from '@/lib/sign-in';
import { getCurrentUser } from '../api/check-session';

const SIGN_IN_WIDTH_AFTER_401 = 500;
// Spec 01 §8: a 401 from the user-profile endpoint does not open the dialog.
const isUserProfileEndpoint = (path: string) => /\/user$/.test(path.split('?')[0] ?? '');

/** Spec 01 §8 and spec 02 §8 401 rules, and signing the user out (with a message) when the session expires. */
export function useSessionRules() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setUnauthorizedHandler((path) => {
      if (readCurrentUser() && !isEndingSession()) void endSession({ callServer: false });
      if (isUserProfileEndpoint(path) || isSignInOpen()) return;
      // Spec 02 §6, §8: a 401 (a bin check of any service, or any other call) says so as the dialog opens.
      toast.info(shellMessages.pleaseLogin);
      void requestSignIn({ width: SIGN_IN_WIDTH_AFTER_401 });
    });
    return () => setUnauthorizedHandler(() => {});
  }, []);

  // At the stored expiry ask the server: a live session (kept alive by use) moves the expiry on, a dead one signs out.
  const expiresAt = user?.expires_at;
  useEffect(() => {
    if (!expiresAt) return;
    const delay = Math.max(0, new Date(expiresAt).getTime() - Date.now()) + 1_000;
    const id = setTimeout(
      () => {
        getCurrentUser()
          .then((details) => updateCurrentUser({ expires_at: details.expires_at }))
          .catch((error: unknown) => {
            if (!(error instanceof ApiError && error.status === 401)) return;
            queryClient.clear();
            toast.info(shellMessages.signedOutSessionExpired);
            void navigate('/');
          });
      },
      Math.min(delay, 2_147_000_000),
    );
    return () => clearTimeout(id);
  }, [expiresAt, navigate, queryClient]);
}
