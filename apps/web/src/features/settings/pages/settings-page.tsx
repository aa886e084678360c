import { Page } from '@/components/ui/page';
import { SignInRequired } from '@/components/sign-in-required';
import { Spinner } from '@/components/ui/spinner';
import { TitledPanel } from '@/components/ui/titled-panel';
import { useCurrentUser } from '@/lib/session';
import { useContactPreferences } from '../api/get-contact-preferences';
import { ContactPreferencesForm } from '../components/contact-preferences-form';
import { SignOutEverywhereSection } from '../components/sign-out-everywhere-section';

function SignedInSettings() {
  const preferences = useContactPreferences();
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <TitledPanel id="contact" title="Contact preferences">
        {preferences.data ? <ContactPreferencesForm preferences={preferences.data} /> : <Spinner label="Loading your preferences" />}
      </TitledPanel>
      <TitledPanel id="sessions" title="Devices">
        <SignOutEverywhereSection />
      </TitledPanel>
    </div>
  );
}

export default function SettingsPage() {
  const current = useCurrentUser();
  return <Page title="Settings">{current ? <SignedInSettings /> : <SignInRequired />}</Page>;
}
