import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import { messages } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { endSession } from '@/lib/session';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

export function SignOutEverywhereSection() {
  const signOutEverywhere = useSignOutEverywhere();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const run = () =>
    signOutEverywhere.mutate(undefined, {
      onSuccess: async () => {
        await endSession({ callServer: false });
        queryClient.clear();
        toast.success(messages.signedOutEverywhere);
        await navigate('/');
      },
      onError: () => toast.error(messages.somethingWentWrong),
    });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        Lost a phone or used a shared computer? End every session of your account, this one included.
      </p>
      <Button variant="danger" className="self-start" busy={signOutEverywhere.isPending} onClick={run}>
        Sign out of every device
      </Button>
    </div>
  );
}
