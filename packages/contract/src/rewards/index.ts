export * from './rewards-constants.ts';
export * from './tours.ts';
export * from './hotels.ts';
export * from './expeditions.ts';
export * from './cart.ts';
export * from './users.ts';
export * from './rewards-fields.ts';
