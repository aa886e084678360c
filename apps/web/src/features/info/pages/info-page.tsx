import { useParams } from '@/lib/router';
import { HELPLINE } from '@portal/contract';
import { useClientConfig } from '@/api/get-client-config';
import { Page } from '@/components/ui/page';
import NotFoundPage from '@/app/pages/not-found-page';
import { infoDocuments } from '../components/info-content';

export default function InfoPage() {
  const { slug = '' } = useParams();
  const { data: client } = useClientConfig();
  const document = infoDocuments[slug];
  if (!document) return <NotFoundPage />;
  const context = {
    programme_name: client?.programme_name ?? 'Privileges',
    bank_name: client?.bank_name ?? 'the bank',
    helpline: client?.helpline ?? HELPLINE,
    concierge_email: client?.concierge_email ?? '',
  };
  return (
    <Page title={document.title}>
      <article className="max-w-3xl rounded-lg border border-stone-200 bg-white p-6">{document.body(context)}</article>
    </Page>
  );
}
