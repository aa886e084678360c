export * from './offer-status.ts';
export * from './offer-eligibility.ts';
export * from './offer-schemas.ts';
export * from './blank-offer.ts';
export * from './offers-catalogue.ts';
export * from './voucher-csv.ts';
export * from './gift-card-wallet.ts';
export * from './counter-pass.ts';
