import { messages } from '@portal/contract';
import { SignInRequired } from '@/components/sign-in-required';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSignedIn } from '@/lib/session';
import { useGiftCardListings } from '../api/get-gift-card-listings';
import { useWallet } from '../api/get-wallet';
import { GiftCardListings } from '../components/gift-card-listings';
import { WalletCards } from '../components/wallet-cards';

/** walletbuddy (issue 29): the cardholder's gift cards with their balances, and gift cards to buy by card. */
export default function WalletPage() {
  const signedIn = useSignedIn();
  const wallet = useWallet(signedIn);
  const listings = useGiftCardListings();
  if (!signedIn) {
    return (
      <Page title={messages.walletTitle}>
        <SignInRequired openOnMount />
      </Page>
    );
  }
  return (
    <Page title={messages.walletTitle}>
      <section aria-labelledby="wallet-cards" className="mb-10 flex flex-col gap-4">
        <h2 id="wallet-cards" className="text-xl font-semibold">
          Your cards
        </h2>
        {wallet.isError && <p role="alert">{wallet.error.message}</p>}
        {wallet.data ? <WalletCards cards={wallet.data} /> : !wallet.isError && <Spinner label="Loading your gift cards" />}
      </section>
      <section aria-labelledby="wallet-buy" className="flex flex-col gap-4">
        <h2 id="wallet-buy" className="text-xl font-semibold">
          {messages.giftCardBuyTitle}
        </h2>
        <p className="text-stone-700">Paid in full by card, issued at once to your mobile and e-mail.</p>
        {listings.data ? <GiftCardListings listings={listings.data} /> : <Spinner label="Loading gift cards" />}
      </section>
    </Page>
  );
}
