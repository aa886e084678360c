import { AccountPage, LoadedPanel } from '@/components/ui/account-page';
import { TitledPanel } from '@/components/ui/titled-panel';
import { useContactPreferences } from '../api/get-contact-preferences';
import { ContactPreferencesForm } from '../components/contact-preferences-form';
import { SignOutEverywhereSection } from '../components/sign-out-everywhere-section';

function SettingsPanels() {
  const preferences = useContactPreferences();
  return (
    <>
      <LoadedPanel id="contact" title="Contact preferences" data={preferences.data} loading="Loading your preferences">
        {(saved) => <ContactPreferencesForm preferences={saved} />}
      </LoadedPanel>
      <TitledPanel id="sessions" title="Devices">
        <SignOutEverywhereSection />
      </TitledPanel>
    </>
  );
}

export default function SettingsPage() {
  return (
    <AccountPage title="Settings">
      <SettingsPanels />
    </AccountPage>
  );
}
