import { Link } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';

/** An address inside the console that names no page. */
export default function NotFoundInConsole() {
  return (
    <Page title="Page not found">
      <p>
        There is no such page in the console. <Link to={paths.ops}>Go to the console's start</Link>.
      </p>
    </Page>
  );
}
