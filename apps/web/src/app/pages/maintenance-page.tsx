import { useClientConfig } from '@/api/get-client-config';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';

export default function MaintenancePage() {
  const { data: client } = useClientConfig();
  const helpline = client?.helpline ?? '1800 103 4962';
  return (
    <Page title="We'll be back soon">
      <p className="mb-3 text-stone-700">The portal is down for scheduled maintenance. Your bookings are safe and nothing is lost.</p>
      <p className="mb-6 text-stone-700">
        For anything urgent, call{' '}
        <a className="text-accent underline" href={`tel:${helpline.replace(/\s/g, '')}`}>
          {helpline}
        </a>
        .
      </p>
      {/* A full load, so the visitor gets the portal back as soon as it is up. */}
      <a href={paths.home} className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 py-2 font-medium text-brand-contrast">
        Try the home page again
      </a>
    </Page>
  );
}
