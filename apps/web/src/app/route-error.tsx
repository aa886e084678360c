import { Link, useRouteError } from '@/lib/router';
import { shellMessages } from '@portal/contract';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div role="alert" className="mx-auto max-w-xl p-10 text-center">
      <h1 className="mb-4 text-2xl font-semibold">{shellMessages.somethingWentWrong}</h1>
      <Link to="/" className="text-accent underline">
        Back to the home page
      </Link>
    </div>
  );
}
