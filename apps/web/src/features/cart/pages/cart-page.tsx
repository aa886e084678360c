import { messages } from '@portal/contract';
import { useCart } from '@/components/rewards/cart-query';
import { SignInRequired } from '@/components/sign-in-required';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { rupees } from '@/lib/format';
import { Link, useNavigate } from '@/lib/router';
import { useSignedIn } from '@/lib/session';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useStartCheckout } from '../api/start-checkout';
import { CartItems } from '../components/cart-items';

/** The one cart of tours and stays: review, remove, then check out everything in one card payment. */
export default function CartPage() {
  const signedIn = useSignedIn();
  const cart = useCart();
  const remove = useRemoveCartItem();
  const checkout = useStartCheckout();
  const navigate = useNavigate();

  if (!signedIn) {
    return (
      <Page title="Your cart">
        <SignInRequired />
      </Page>
    );
  }
  const available = cart.data?.data.filter((item) => item.available) ?? [];
  return (
    <Page title="Your cart">
      {cart.isPending ? (
        <Spinner label="Loading your cart" />
      ) : cart.isError ? (
        <p role="alert">{cart.error.message}</p>
      ) : cart.data.data.length === 0 ? (
        <div className="flex flex-col gap-3">
          <p>{messages.cartEmpty}</p>
          <p>
            Browse{' '}
            <Link to="/tours" className="text-accent underline">
              tours and activities
            </Link>{' '}
            or{' '}
            <Link to="/staycations" className="text-accent underline">
              luxury staycations
            </Link>
            .
          </p>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <CartItems cart={cart.data} removing={remove.isPending ? remove.variables : undefined} onRemove={(id) => remove.mutate(id)} />
          <section aria-labelledby="cart-total" className="flex h-fit flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4">
            <h2 id="cart-total" className="text-xl font-semibold">
              Total
            </h2>
            <p className="text-2xl font-semibold">{rupees(cart.data.total)}</p>
            <p className="text-sm text-stone-700">
              {available.length} of {cart.data.data.length} {cart.data.data.length === 1 ? 'item' : 'items'} can be booked. At checkout we
              hold every place and price, and show you any change before you pay.
            </p>
            {checkout.isError && (
              <p role="alert" className="text-sm text-red-700">
                {checkout.error instanceof ApiError ? checkout.error.message : messages.somethingWentWrong}
              </p>
            )}
            <Button
              busy={checkout.isPending}
              disabled={available.length === 0}
              onClick={() => checkout.mutate(undefined, { onSuccess: (started) => void navigate(`/cart/checkout/${started.id}`) })}
            >
              Check out
            </Button>
          </section>
        </div>
      )}
    </Page>
  );
}
