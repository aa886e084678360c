import { rupees } from '@/lib/format';

/** Rupees to the paisa, as the ledger counts them, written as everywhere else ('Rs.2,850', 'Rs.10.50'). */
export const money = rupees;
