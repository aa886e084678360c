import { SavedCardsSlot } from '@/components/checkout/payment-slot';
import { Page } from '@/components/ui/page';
import { SignInRequired } from '@/components/sign-in-required';
import { Spinner } from '@/components/ui/spinner';
import { TitledPanel } from '@/components/ui/titled-panel';
import { useCurrentUser } from '@/lib/session';
import { useUser } from '../api/get-user';
import { ProfileForm } from '../components/profile-form';
import { UserCards } from '../components/user-cards';

function SignedInProfile() {
  const user = useUser();
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <TitledPanel id="details" title="Your details">
        {user.data ? <ProfileForm key={user.data.id} user={user.data} /> : <Spinner label="Loading your details" />}
      </TitledPanel>
      <TitledPanel id="cards" title="Your cards">
        <UserCards />
      </TitledPanel>
      {/* Payment cards saved at the gateway (tokens and masked numbers only), separate from the BINs above. */}
      <div className="rounded-lg border border-stone-200 bg-white p-5 md:col-span-2">
        <SavedCardsSlot />
      </div>
    </div>
  );
}

export default function ProfilePage() {
  const current = useCurrentUser();
  return <Page title="Profile">{current ? <SignedInProfile /> : <SignInRequired />}</Page>;
}
