import { lazy, Suspense, useState } from 'react';
import { messages, type Checkout } from '@portal/contract';
import { cartQueryKey } from '@/components/rewards/cart-query';
import { paths } from '@/config/paths';
import { SignInRequired } from '@/components/sign-in-required';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { rupees } from '@/lib/format';
import { formatIstDateTime } from '@/lib/format-ist';
import { Link, useParams } from '@/lib/router';
import { useSignedIn } from '@/lib/session';
import { useCheckout } from '../api/get-checkout';
import { CheckoutItemOutcome } from '../components/checkout-item-outcome';

// The card form (react-hook-form, zod and the card rules) loads when the cardholder goes on to pay, as the
// payments widget's new-card panel does: the quote itself shows at once.
const loadPayForm = () => import('../components/checkout-pay-form');
const CheckoutPayForm = lazy(loadPayForm);

const titles: Record<Checkout['status'], string> = {
  quoted: 'Check out',
  paying: 'Waiting for your bank',
  paid: 'Your bookings',
  failed: 'Payment not completed',
  expired: 'Checkout expired',
};

/**
 * The cart's checkout, and the page the gateway returns to: before paying, the held items with any price
 * change and the total; after, each item booked (its voucher) or refunded (why), or the payment's failure.
 */
export default function CheckoutPage() {
  const { id = '' } = useParams<{ id: string }>();
  const signedIn = useSignedIn();
  const checkout = useCheckout(signedIn ? id : '');
  const queryClient = useQueryClient();
  const [cardForm, setCardForm] = useState(false);
  if (!signedIn) {
    return (
      <Page title="Check out">
        <SignInRequired openOnMount />
      </Page>
    );
  }
  if (checkout.isPending || !checkout.data) {
    return (
      <Page title="Check out">
        {checkout.isError ? <p role="alert">{checkout.error.message}</p> : <Spinner label="Loading your checkout" />}
      </Page>
    );
  }
  const c = checkout.data;
  const payable = c.items.filter((item) => item.outcome === 'held');
  const skipped = c.items.filter((item) => item.outcome === 'unavailable');
  return (
    <Page title={titles[c.status]} heading={null}>
      <Breadcrumb items={[{ label: 'Cart', to: '/cart' }, { label: titles[c.status] }]} />
      <h1 className="mb-4 text-3xl font-semibold text-stone-900">{titles[c.status]}</h1>
      {c.status === 'quoted' && (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-4">
            {c.price_changed && (
              <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-950">
                {c.message ?? messages.cartPriceChanged}
              </p>
            )}
            <ul className="flex flex-col gap-3">
              {[...payable, ...skipped].map((item) => (
                <CheckoutItemOutcome key={item.cart_item_id} item={item} />
              ))}
            </ul>
            {skipped.length > 0 && (
              <p className="text-stone-700">Items that are not available are left out of this payment and stay in your cart.</p>
            )}
          </div>
          <section aria-labelledby="pay-heading" className="flex h-fit flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4">
            <h2 id="pay-heading" className="text-xl font-semibold">
              Total to pay: {rupees(c.total)}
            </h2>
            <p className="text-sm text-stone-700">
              We hold these places and prices until {formatIstDateTime(c.pay_by)}. One payment covers everything.
            </p>
            {cardForm ? (
              <Suspense fallback={<Spinner label="Loading the payment form" />}>
                <CheckoutPayForm checkoutId={c.id} total={c.total} onTotalChanged={() => void checkout.refetch()} />
              </Suspense>
            ) : (
              <Button onPointerEnter={() => void loadPayForm()} onFocus={() => void loadPayForm()} onClick={() => setCardForm(true)}>
                Enter card details
              </Button>
            )}
          </section>
        </div>
      )}
      {c.status === 'paying' && <Spinner label="Waiting for your bank's answer" />}
      {c.status === 'expired' && (
        <p role="alert">
          {messages.checkoutNotPayable}{' '}
          <Link to="/cart" className="text-accent underline">
            Back to your cart
          </Link>
        </p>
      )}
      {(c.status === 'paid' || c.status === 'failed') && (
        <div className="flex flex-col gap-4">
          <p role="status" className={`rounded-md p-3 ${c.status === 'paid' ? 'bg-green-50 text-green-950' : 'bg-red-50 text-red-950'}`}>
            {c.status === 'paid'
              ? `We received your payment of ${rupees(c.total)}. Here is what we booked. A receipt is on its way to your mobile and e-mail.`
              : (c.message ?? messages.checkoutPaymentFailed)}
          </p>
          <ul className="flex flex-col gap-3">
            {c.items.map((item) => (
              <CheckoutItemOutcome key={item.cart_item_id} item={item} />
            ))}
          </ul>
          <p className="flex flex-wrap gap-4">
            <Link
              to="/cart"
              className="text-accent underline"
              onClick={() => void queryClient.invalidateQueries({ queryKey: cartQueryKey })}
            >
              {c.status === 'paid' ? 'Back to your cart' : 'Back to your cart to try again'}
            </Link>
            {c.status === 'paid' && (
              <Link to={paths.myBookings} className="text-accent underline">
                All my bookings
              </Link>
            )}
            <Link to={paths.tours} className="text-accent underline">
              More tours and activities
            </Link>
          </p>
        </div>
      )}
    </Page>
  );
}
