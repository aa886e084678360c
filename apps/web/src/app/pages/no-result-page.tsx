import { Page } from '@/components/ui/page';
import { WhereNext } from './where-next';

export default function NoResultPage() {
  return (
    <Page title="No results">
      <p className="mb-6 text-stone-700">We found nothing that matches. Try one of our services instead:</p>
      <WhereNext />
    </Page>
  );
}
