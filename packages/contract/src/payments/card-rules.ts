/** Card rules as pure functions (no zod here: the payment widget's first chunk stays small). */

/** The add-new-card form's values (validated by cardFormSchemaAt in card-form.ts). */
export interface CardForm {
  name: string;
  card_number: string;
  expiry: string;
  cvv: string;
  save_card: boolean;
}

/** Spec 02 §2: the network icon by first digits (34/37 amex, 4 visa, 5 master, 6 rupay). */
export type CardNetworkIcon = 'amex' | 'visa' | 'master' | 'rupay';
export function cardNetworkOf(cardNumber: string): CardNetworkIcon | undefined {
  const digits = cardNumber.replace(/\D/g, '');
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('4')) return 'visa';
  if (digits.startsWith('5')) return 'master';
  if (digits.startsWith('6')) return 'rupay';
  return undefined;
}

export const CARD_GROUP_SEPARATOR = '  ';
/** Spec 02 §2: digits grouped in fours, groups separated by double spaces. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return (digits.match(/.{1,4}/g) ?? []).join(CARD_GROUP_SEPARATOR);
}

/** Spec 02 §5: MM/YY with the slash inserted automatically. */
export function formatExpiry(input: string, previous = ''): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash should delete, not be re-inserted at once.
  if (input.length < previous.length && previous.endsWith('/') && digits.length === 2) return digits.slice(0, 1);
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Spec 02 §3 'Card payment payload': spaces removed, expiry split into its two parts. */
export interface CardPaymentPayload {
  name: string;
  card_number: string;
  expiry_month: string;
  expiry_year: string;
  cvv: string;
  type: 'card';
  enquiry_id: string;
}
export function toCardPaymentPayload(
  form: Pick<CardForm, 'name' | 'card_number' | 'expiry' | 'cvv'>,
  enquiryId: string,
): CardPaymentPayload {
  return {
    name: form.name.trim(),
    card_number: form.card_number.replace(/\s/g, ''),
    expiry_month: form.expiry.slice(0, 2),
    expiry_year: form.expiry.slice(3, 5),
    cvv: form.cvv,
    type: 'card',
    enquiry_id: enquiryId,
  };
}

/** What may be shown or stored of a card number: first 6 and last 4 digits. */
export function maskCardNumber(digits: string): string {
  const clean = digits.replace(/\D/g, '');
  return `${clean.slice(0, 6)}${'X'.repeat(Math.max(0, clean.length - 10))}${clean.slice(-4)}`;
}

/** Luhn check: the server refuses numbers no bank would issue before calling the gateway. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** An MM/YY expiry is valid through the last day of that month (`now`: the caller's clock). */
export function isExpired(expiry: string, now: Date): boolean {
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(3, 5));
  if (!month || Number.isNaN(year)) return false;
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** `partial` plus the one check digit that makes it pass Luhn: how tests and benchmarks build sandbox cards. */
export function withLuhnCheckDigit(partial: string): string {
  for (let check = 0; check < 10; check++) if (passesLuhn(`${partial}${check}`)) return `${partial}${check}`;
  throw new Error(`no Luhn check digit for ${partial}`);
}
