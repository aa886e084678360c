import { Page } from '@/components/ui/page';
import { SignInRequired } from '@/components/sign-in-required';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session';
import { useContactPreferences } from '../api/get-contact-preferences';
import { ContactPreferencesForm } from '../components/contact-preferences-form';
import { SignOutEverywhereSection } from '../components/sign-out-everywhere-section';

function SignedInSettings() {
  const preferences = useContactPreferences();
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="contact-heading" className="rounded-lg border border-stone-200 bg-white p-5">
        <h2 id="contact-heading" className="mb-4 text-xl font-semibold">
          Contact preferences
        </h2>
        {preferences.data ? <ContactPreferencesForm preferences={preferences.data} /> : <Spinner label="Loading your preferences" />}
      </section>
      <section aria-labelledby="sessions-heading" className="rounded-lg border border-stone-200 bg-white p-5">
        <h2 id="sessions-heading" className="mb-4 text-xl font-semibold">
          Devices
        </h2>
        <SignOutEverywhereSection />
      </section>
    </div>
  );
}

export default function SettingsPage() {
  const current = useCurrentUser();
  return <Page title="Settings">{current ? <SignedInSettings /> : <SignInRequired />}</Page>;
}
