import { Page } from '@/components/ui/page';
import { useClientSettings } from '../api/get-client-settings';
import { ClientSettingsForm } from '../components/client-settings-form';
import { QueryStatus } from '../components/query-status';

/** Admin: the client's card-eligibility mode and messages, SMS template, texts and theme. */
export default function OpsClientSettingsPage() {
  const settings = useClientSettings();
  return (
    <Page title="Client settings">
      <QueryStatus query={settings} loading="Loading settings" />
      {settings.data && <ClientSettingsForm config={settings.data} />}
    </Page>
  );
}
