import { Link } from '@/lib/router';

/** Said once an item is in the cart (a tour, a held hotel rate), with the way to the cart. */
export function AddedToCartNote() {
  return (
    <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
      Added to your cart.{' '}
      <Link to="/cart" className="font-medium underline">
        View cart
      </Link>
    </p>
  );
}
