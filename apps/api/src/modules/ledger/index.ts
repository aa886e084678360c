/** The ledger: every captured payment booked or refunded (issue 27). Read-only over the money tables. */
export { ledgerPlugin } from './plugin.ts';
