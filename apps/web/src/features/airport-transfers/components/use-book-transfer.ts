import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { BIN_LENGTH, landingMessages as messages } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { requestSignIn } from '@/lib/sign-in';
import { transferBinCheckQueryOptions } from '../api/check-transfer-bin';
import { readCurrentUser } from '@/lib/session';

/**
 * Spec 02 §4 'Airport transfer' steps 1-3: sign in when needed, check the stored bin, and open the dialog
 * (which shows the refusal when the check says 'error', after the error toast).
 */
export function useBookTransfer(openDialog: (bin: string) => void) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  async function checkCard(bin: string) {
    setChecking(true);
    try {
      const result = await queryClient.fetchQuery({ ...transferBinCheckQueryOptions(bin), staleTime: 0 });
      // Spec 02 §4 step 2: status 'error' is an error toast with the server's msg. The dialog opens too, reading the
      // cached answer: 'Invalid Bin' beside its card field and the cards that include transfers (spec 02 §2, §8).
      if (result.status === 'error') toast.error(result.msg || messages.invalidBinDialog);
      openDialog(bin);
    } catch (error) {
      // A 401 already opened sign-in with 'Please login to continue.' (the API client's rule).
      if (!(error instanceof ApiError && error.status === 401)) toast.warning(messages.binValidationNetwork);
    } finally {
      setChecking(false);
    }
  }

  async function bookTransfer() {
    let user = readCurrentUser();
    if (!user) {
      if ((await requestSignIn()) !== 'true') return;
      user = readCurrentUser();
    }
    const bin = user?.bin ?? '';
    if (bin.length !== BIN_LENGTH) {
      openDialog(bin);
      return;
    }
    await checkCard(bin);
  }

  return { bookTransfer, checking };
}
