import { messages } from '@portal/contract';
import { Page } from '@/components/ui/page';
import { WhereNext } from './where-next';

export default function NotFoundPage() {
  return (
    <Page title="Page not found">
      <p className="mb-6 text-stone-700">{messages.notFoundHelp}</p>
      <WhereNext />
    </Page>
  );
}
