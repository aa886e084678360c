import { messages, type WalletCard } from '@portal/contract';
import { rupees } from '@/lib/format';

/** The wallet's cards: brand, balance (from the provider, or as issued when it did not answer), expiry, code and PIN. */
export function WalletCards({ cards }: { cards: WalletCard[] }) {
  if (cards.length === 0) return <p className="text-stone-700">{messages.walletEmpty}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {cards.map((card) => (
        <li
          key={card.id}
          aria-label={`${card.brand} gift card`}
          className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4"
        >
          <h3 className="text-lg font-semibold text-stone-900">{card.brand}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">Balance</dt>
            <dd className="font-semibold">{card.balance === null ? '—' : rupees(card.balance)}</dd>
            <dt className="text-stone-600">Card value</dt>
            <dd>{rupees(card.face_value)}</dd>
            <dt className="text-stone-600">Valid until</dt>
            <dd>{card.expires_on ?? '—'}</dd>
            <dt className="text-stone-600">Card number</dt>
            <dd className="font-mono">{card.code}</dd>
            <dt className="text-stone-600">PIN</dt>
            <dd className="font-mono">{card.pin}</dd>
            <dt className="text-stone-600">How you got it</dt>
            <dd>{card.source === 'bought' ? 'Bought by card' : 'Claimed from your benefits'}</dd>
          </dl>
          {card.balance_from === 'issue' && <p className="text-sm text-amber-900">{messages.walletBalanceAsIssued}</p>}
        </li>
      ))}
    </ul>
  );
}
