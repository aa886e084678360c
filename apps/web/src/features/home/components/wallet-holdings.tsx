import { useQuery } from '@tanstack/react-query';
import { Gift, Ticket } from 'lucide-react';
import { paths } from '@/config/paths';
import { rupees } from '@/lib/format';
import { formatIstDate } from '@/lib/format-ist';
import { Link } from '@/lib/router';
import { giftCardsHeldQueryOptions } from '../api/get-gift-cards-held';
import { offersHeldQueryOptions } from '../api/get-offers-held';

/** The gift cards and redeemed offers the cardholder holds, each with where to use or see it. */
export function WalletHoldings() {
  const giftCards = useQuery(giftCardsHeldQueryOptions());
  const offers = useQuery(offersHeldQueryOptions());
  const vouchers = (offers.data ?? []).filter((r) => r.status === 'completed' && !r.gift_card_id);
  const cards = giftCards.data ?? [];
  const loading = giftCards.isPending || offers.isPending;
  return (
    <section aria-labelledby="holdings-wallet" className="mb-10 rounded-2xl border border-stone-200 bg-white p-6">
      <h2 id="holdings-wallet" className="mb-4 text-2xl font-bold tracking-tight">
        Offers and gift cards you hold
      </h2>
      {loading && <p className="text-stone-700">Loading your offers and gift cards…</p>}
      {!loading && cards.length === 0 && vouchers.length === 0 && (
        <p className="text-stone-700">
          No offers or gift cards yet.{' '}
          <Link to={paths.offers} className="text-accent underline">
            See today's offers
          </Link>
        </p>
      )}
      {(cards.length > 0 || vouchers.length > 0) && (
        <ul aria-label="Offers and gift cards you hold" className="divide-y divide-stone-200">
          {cards.map((card) => (
            <li key={card.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
              <Gift aria-hidden="true" className="size-5 text-brand" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{card.brand} gift card</span>
                <span className="block text-sm text-stone-700">
                  {card.balance !== null ? `${rupees(card.balance)} left` : `${rupees(card.face_value)} value`}
                  {card.expires_on ? ` · valid till ${formatIstDate(card.expires_on)}` : ''}
                </span>
              </span>
              <Link to={paths.wallet} className="inline-flex min-h-11 items-center text-accent underline">
                Open<span className="sr-only"> {card.brand} gift card</span>
              </Link>
            </li>
          ))}
          {vouchers.map((voucher) => (
            <li key={voucher.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
              <Ticket aria-hidden="true" className="size-5 text-brand" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{voucher.offer_name}</span>
                <span className="block text-sm text-stone-700">{voucher.merchant_name}</span>
              </span>
              <Link to={paths.myBenefits} className="inline-flex min-h-11 items-center text-accent underline">
                Show<span className="sr-only"> {voucher.offer_name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
