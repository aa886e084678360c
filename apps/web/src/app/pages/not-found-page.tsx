import { Link } from '@/lib/router';
import { Page } from '@/components/ui/page';

export default function NotFoundPage() {
  return (
    <Page title="Page not found">
      <p className="mb-6 text-stone-700">The page you asked for does not exist or has moved.</p>
      <Link to="/" className="text-accent underline">Back to the home page</Link>
    </Page>
  );
}
