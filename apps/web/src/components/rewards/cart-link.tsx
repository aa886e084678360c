import { Link } from '@/lib/router';
import { useSignedIn } from '@/lib/session';
import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from './cart-query';

/**
 * The header's cart link, shown only to a signed-in cardholder, with how many items are in it once this visit has
 * read the cart (a rewards page, the cart, adding to it). It asks nothing itself: a call from every page would
 * meet an expired session before the page's own calls do, and change what the spec's pages call and when.
 */
export function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const signedIn = useSignedIn();
  const { data } = useQuery({ ...cartQueryOptions(), enabled: false });
  if (!signedIn) return null;
  const count = data?.data.length;
  return (
    <Link
      to="/cart"
      onClick={onNavigate}
      className="inline-flex min-h-11 items-center gap-2 rounded px-3 py-2 font-medium text-stone-900 hover:bg-stone-100"
    >
      Cart
      {count !== undefined && (
        <span className="rounded-full bg-brand px-2 text-sm text-brand-contrast">
          {count}
          <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
        </span>
      )}
    </Link>
  );
}
