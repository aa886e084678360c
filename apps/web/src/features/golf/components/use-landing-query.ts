import { useEffect } from 'react';
import { useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { landingMessages as messages, shellMessages } from '@portal/contract';
import { checkGolfBin } from '../api/check-golf-bin';
import { readCurrentUser } from '@/lib/session';

/**
 * Spec 02 §2: code=1 / code=0 toasts; and the Categories menu's golf redirect handler
 * (?redirect=categories): a signed-in holder of a partner-redirect card goes to the golf partner,
 * everyone else stays on the landing. Both parameters are then dropped from the address.
 */
export function useLandingQuery() {
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const redirect = params.get('redirect');
  useEffect(() => {
    if (code === null && redirect === null) return;
    if (code === '1') toast.success(messages.golfEnquirySubmitted, { id: 'golf-code' });
    if (code === '0') toast.warning(shellMessages.somethingWentWrong, { id: 'golf-code' });
    const bin = readCurrentUser()?.bin;
    if (redirect === 'categories' && bin) {
      checkGolfBin(bin)
        .then((result) => {
          if (result.status === 'redirect') window.location.assign(result.redirect_url);
        })
        .catch(() => {
          /* the landing itself is the fallback */
        });
    }
    setParams(
      (current) => {
        current.delete('code');
        current.delete('redirect');
        return current;
      },
      { replace: true },
    );
  }, [code, redirect, setParams]);
}
