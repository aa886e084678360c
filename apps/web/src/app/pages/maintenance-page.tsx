import { useClientConfig } from '@/api/get-client-config';
import { Page } from '@/components/ui/page';

export default function MaintenancePage() {
  const { data: client } = useClientConfig();
  return (
    <Page title="We'll be back soon">
      <p className="mb-3 text-stone-700">The portal is down for scheduled maintenance. Your bookings are safe and nothing is lost.</p>
      <p className="text-stone-700">For anything urgent, call {client?.helpline ?? '1800 103 4962'}.</p>
    </Page>
  );
}
