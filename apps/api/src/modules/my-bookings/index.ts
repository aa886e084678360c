/** The /my-bookings files: every kind's voucher PDF and calendar file, for the booking's owner. */
export { myBookingsRoutes } from './routes.ts';
