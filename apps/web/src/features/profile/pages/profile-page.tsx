import { SavedCardsSlot } from '@/components/checkout/payment-slot';
import { AccountPage, LoadedPanel } from '@/components/ui/account-page';
import { TitledPanel } from '@/components/ui/titled-panel';
import { useUser } from '../api/get-user';
import { ProfileForm } from '../components/profile-form';
import { UserCards } from '../components/user-cards';

function ProfilePanels() {
  const user = useUser();
  return (
    <>
      <LoadedPanel id="details" title="Your details" data={user.data} loading="Loading your details">
        {(details) => <ProfileForm key={details.id} user={details} />}
      </LoadedPanel>
      <TitledPanel id="cards" title="Your cards">
        <UserCards />
      </TitledPanel>
      {/* Payment cards saved at the gateway (tokens and masked numbers only), separate from the BINs above. */}
      <div className="rounded-lg border border-stone-200 bg-white p-5 md:col-span-2">
        <SavedCardsSlot />
      </div>
    </>
  );
}

export default function ProfilePage() {
  return (
    <AccountPage title="Profile">
      <ProfilePanels />
    </AccountPage>
  );
}
