export * from './catalogue.ts';
export * from './identity.ts';
export * from './bookings.ts';
export * from './notifications.ts';
export * from './jobs.ts';
export * from './airport-concierge.ts';
export * from './ops.ts';
export * from './payments.ts';
