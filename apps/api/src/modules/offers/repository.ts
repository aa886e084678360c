/** The offers module's only Drizzle and SQL, one file per part of it (repository/). */
export * from './repository/offer-reads.ts';
export * from './repository/bundles.ts';
export * from './repository/redemptions.ts';
export * from './repository/gift-cards.ts';
export * from './repository/console.ts';
export type { OfferRow } from './repository/sql-parts.ts';
export * from './repository/gift-card-purchases.ts';
