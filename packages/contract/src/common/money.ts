/**
 * The one way the portal writes an amount of money: as the spec does ('Rs.10', 'Pay Rs.1 authentication fee'),
 * with Indian digit grouping and paise only when there are any: Rs.1,030 · Rs.1,03,000 · Rs.10.50.
 */
export function formatRupees(amount: number): string {
  const digits = Math.round(amount * 100) % 100 === 0 ? 0 : 2;
  return `Rs.${amount.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}
