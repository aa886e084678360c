import { Link } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';

export default function NoResultPage() {
  return (
    <Page title="No results">
      <p className="mb-6 text-stone-700">We found nothing that matches. Try one of our services instead:</p>
      <ul className="list-inside list-disc space-y-2">
        <li><Link className="text-accent underline" to={paths.golf}>Golf games and lessons</Link></li>
        <li><Link className="text-accent underline" to={paths.airportConcierge}>Airport concierge service</Link></li>
        <li><Link className="text-accent underline" to={paths.airportTransfers}>Airport transfers</Link></li>
      </ul>
    </Page>
  );
}
