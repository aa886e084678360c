import type { CardNetworkIcon as Network } from '@portal/contract';

const labels: Record<Network, string> = { visa: 'Visa', master: 'Mastercard', rupay: 'RuPay', amex: 'American Express' };
const styles: Record<Network, string> = {
  visa: 'bg-blue-900 text-white',
  master: 'bg-orange-600 text-white',
  rupay: 'bg-green-800 text-white',
  amex: 'bg-sky-700 text-white',
};

/** The card network badge (spec 02 §2: by first digits). */
export function CardNetworkIcon({ network }: { network?: Network | string }) {
  if (!network || !(network in labels)) return null;
  const known = network as Network;
  return (
    <span
      role="img"
      aria-label={labels[known]}
      className={`inline-flex h-6 min-w-10 items-center justify-center rounded px-1.5 text-xs font-bold ${styles[known]}`}
    >
      <span aria-hidden="true">{known === 'master' ? 'MC' : known.toUpperCase()}</span>
    </span>
  );
}
