import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GiftCardPurchase } from '@portal/contract';
import { paths } from '@/config/paths';
import { SignInRequired } from '@/components/sign-in-required';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { rupees } from '@/lib/format';
import { Link, useParams } from '@/lib/router';
import { useSignedIn } from '@/lib/session';
import { useGiftCardPurchase } from '../api/get-gift-card-purchase';
import { walletQueryKey } from '../api/get-wallet';

// The card form (react-hook-form, zod and the card rules) loads when the cardholder goes on to pay.
const loadPayForm = () => import('../components/purchase-pay-form');
const PurchasePayForm = lazy(loadPayForm);

const titles: Record<GiftCardPurchase['status'], string> = {
  created: 'Pay for your gift card',
  paying: 'Waiting for your bank',
  paid: 'Issuing your gift card',
  issued: 'Your gift card is issued',
  failed: 'Payment not completed',
  refunded: 'Gift card not issued',
};
const tone: Partial<Record<GiftCardPurchase['status'], string>> = {
  issued: 'border-green-300 bg-green-50 text-green-950',
  failed: 'border-red-300 bg-red-50 text-red-950',
  refunded: 'border-amber-300 bg-amber-50 text-amber-950',
};

/** A bought gift card's order, and the page the gateway returns to: pay, then the card issued or the refund. */
export default function PurchasePage() {
  const { id = '' } = useParams<{ id: string }>();
  const signedIn = useSignedIn();
  const purchase = useGiftCardPurchase(signedIn ? id : '');
  const queryClient = useQueryClient();
  const [cardForm, setCardForm] = useState(false);
  if (!signedIn) {
    return (
      <Page title="Gift card">
        <SignInRequired openOnMount />
      </Page>
    );
  }
  if (!purchase.data) {
    return (
      <Page title="Gift card">
        {purchase.isError ? <p role="alert">{purchase.error.message}</p> : <Spinner label="Loading your gift card order" />}
      </Page>
    );
  }
  const p = purchase.data;
  return (
    <Page title={titles[p.status]} heading={null}>
      <Breadcrumb items={[{ label: 'My gift cards', to: paths.wallet }, { label: titles[p.status] }]} />
      <h1 className="mb-4 text-3xl font-semibold text-stone-900">{titles[p.status]}</h1>
      <p className="mb-4 text-lg">
        {p.brand} gift card of {rupees(p.amount)}
      </p>
      <p role="status" className={`mb-4 max-w-xl rounded-md border p-3 ${tone[p.status] ?? 'border-stone-200 bg-white text-stone-900'}`}>
        {p.msg}
      </p>
      {p.status === 'created' && (
        <section aria-labelledby="pay-heading" className="flex max-w-xl flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4">
          <h2 id="pay-heading" className="text-xl font-semibold">
            Total to pay: {rupees(p.amount)}
          </h2>
          {cardForm ? (
            <Suspense fallback={<Spinner label="Loading the payment form" />}>
              <PurchasePayForm purchaseId={p.id} amount={p.amount} />
            </Suspense>
          ) : (
            <Button onPointerEnter={() => void loadPayForm()} onFocus={() => void loadPayForm()} onClick={() => setCardForm(true)}>
              Enter card details
            </Button>
          )}
        </section>
      )}
      {(p.status === 'paying' || p.status === 'paid') && <Spinner label="Waiting for your gift card" />}
      {(p.status === 'issued' || p.status === 'failed' || p.status === 'refunded') && (
        <Link
          to={paths.wallet}
          className="text-accent underline"
          onClick={() => void queryClient.invalidateQueries({ queryKey: walletQueryKey })}
        >
          {p.status === 'issued' ? 'See it in My gift cards' : 'Back to My gift cards'}
        </Link>
      )}
    </Page>
  );
}
