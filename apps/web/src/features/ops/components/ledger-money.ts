/** Rupees to the paisa, as the ledger counts them. */
export const money = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
