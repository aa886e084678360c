import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useClientSettings } from '../api/get-client-settings';
import { ClientSettingsForm } from '../components/client-settings-form';

/** Admin: the client's card-eligibility mode and messages, SMS template, texts and theme. */
export default function OpsClientSettingsPage() {
  const settings = useClientSettings();
  return (
    <Page title="Client settings">
      {settings.isPending && <Spinner label="Loading settings" />}
      {settings.error && (
        <p role="alert" className="text-red-700">
          {settings.error.message}
        </p>
      )}
      {settings.data && <ClientSettingsForm config={settings.data} />}
    </Page>
  );
}
