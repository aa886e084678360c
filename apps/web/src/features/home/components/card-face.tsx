import type { CardProduct } from '@portal/contract';
import { useClientConfig } from '@/api/get-client-config';

const networkNames: Record<CardProduct['network'], string> = {
  visa: 'Visa',
  master: 'Mastercard',
  rupay: 'RuPay',
  amex: 'American Express',
  diners: 'Diners Club',
};

/**
 * The card's number as the portal knows it: only the first digits the cardholder gave (the spec's bin, 6 or 8 of
 * them), the rest masked; never more. '4100 0001 •••• ••••'.
 */
export function maskedCardNumber(bin: string): string {
  const digits = `${bin.replace(/\D/g, '').slice(0, 8)}`.padEnd(16, '•');
  return digits.match(/.{4}/g)!.join(' ');
}

/** The card's face in words beside its art: bank, card, network and the masked number. */
export function CardFace({ card, bin }: { card: CardProduct; bin: string }) {
  const { data: client } = useClientConfig();
  return (
    <p className="flex flex-col">
      <span className="text-sm">
        {client?.bank_name ? `${client.bank_name} · ${networkNames[card.network]}` : networkNames[card.network]}
      </span>
      <span data-testid="member-card-name" className="text-xl font-bold">
        {card.name}
      </span>
      <span
        data-testid="member-card-number"
        className="font-mono text-sm tracking-wider"
        aria-label={`Card number starting ${bin.slice(0, 4)} ${bin.slice(4, 8)}, the rest hidden`}
      >
        {maskedCardNumber(bin)}
      </span>
    </p>
  );
}
