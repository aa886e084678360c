export * from './catalogue.ts';
export * from './identity.ts';
export * from './bookings.ts';
export * from './notifications.ts';
