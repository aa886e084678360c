/**
 * A "show and save" offer has no code to type at the till: the cardholder shows a counter pass instead. These are
 * what the pass shows and what the merchant checks against its redemptions list (which shows the same id).
 */

/** The redemption's id, short enough to read out: its first 8 letters and digits, upper case, in two fours. */
export function counterPassCode(redemptionId: string): string {
  const head = redemptionId
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return head.length > 4 ? `${head.slice(0, 4)}-${head.slice(4)}` : head;
}

/** The card a pass was redeemed with, by the digits the portal knows (the bin, 6 or 8): '4100 0001 •••• ••••'. */
export function maskedCardNumber(bin: string): string {
  const digits = bin.replace(/\D/g, '').slice(0, 8).padEnd(16, '•');
  return digits.match(/.{4}/g)!.join(' ');
}
