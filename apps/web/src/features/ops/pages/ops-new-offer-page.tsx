import { useNavigate } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { merchantIdOf } from '../api/console-role';
import { useCreateOffer } from '../api/save-offer';
import { useConsoleMe } from '../api/use-console-me';
import { OfferForm } from '../components/offer-form';

/** A new offer, saved as a draft: the programme admin approves it before cardholders see it. */
export default function OpsNewOfferPage() {
  const me = useConsoleMe();
  const save = useCreateOffer();
  const navigate = useNavigate();
  if (me.isPending) return <Spinner label="Loading" />;
  return (
    <Page title="Create an offer">
      <p className="mb-6 text-stone-700">A new offer waits for the programme's approval before cardholders see it.</p>
      <OfferForm
        merchantId={merchantIdOf(me.data)}
        submitLabel="Save offer"
        busy={save.isPending}
        error={save.error}
        onSubmit={(offer) =>
          save.mutate(offer, {
            onSuccess: (saved) => {
              toast.success(saved.msg);
              void navigate(paths.opsOffer(saved.data.id));
            },
          })
        }
      />
    </Page>
  );
}
