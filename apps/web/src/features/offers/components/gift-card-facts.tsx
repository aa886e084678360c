import type { GiftCard } from '@portal/contract';
import { rupees } from '@/lib/format';
import { VoucherCode } from './voucher-code';

const day = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** An issued gift card: its code (copy), PIN, balance and expiry. */
export function GiftCardFacts({ card }: { card: GiftCard }) {
  return (
    <div className="flex flex-col gap-2">
      {card.code && <VoucherCode code={card.code} />}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {card.pin && (
          <div>
            <dt className="text-stone-700">PIN</dt>
            <dd className="font-mono font-medium">{card.pin}</dd>
          </div>
        )}
        {card.balance !== null && (
          <div>
            <dt className="text-stone-700">Balance</dt>
            <dd className="font-medium">{rupees(card.balance)}</dd>
          </div>
        )}
        {card.expires_on && (
          <div>
            <dt className="text-stone-700">Expires</dt>
            <dd className="font-medium">{day(card.expires_on)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
