import { Link } from '@/lib/router';
import { useSignedIn } from '@/lib/session';
import { useCart } from './cart-query';

/** The header's cart link with how many items are in it; shown only to a signed-in cardholder. */
export function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const signedIn = useSignedIn();
  const { data } = useCart();
  if (!signedIn) return null;
  const count = data?.data.length ?? 0;
  return (
    <Link
      to="/cart"
      onClick={onNavigate}
      className="inline-flex min-h-11 items-center gap-2 rounded px-3 py-2 font-medium text-stone-900 hover:bg-stone-100"
    >
      Cart
      <span className="rounded-full bg-brand px-2 text-sm text-brand-contrast">
        {count}
        <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
      </span>
    </Link>
  );
}
