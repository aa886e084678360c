import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { BIN_LENGTH, messages } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { requestSignIn } from '@/lib/sign-in';
import { transferBinCheckQueryOptions } from '../api/check-transfer-bin';
import { readCurrentUser } from '@/lib/session';

/**
 * Spec 02 §4 'Airport transfer' steps 1-3: sign in when needed, check the stored bin, and open the dialog
 * (which shows the refusal when the check says 'error').
 */
export function useBookTransfer(openDialog: (bin: string) => void) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  async function checkCard(bin: string) {
    setChecking(true);
    try {
      await queryClient.fetchQuery({ ...transferBinCheckQueryOptions(bin), staleTime: 0 });
      // A refusal opens the dialog too: it reads the cached answer and says why, with the cards that include transfers.
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
