/** Chauffeured airport transfers, on the booking core. */
export { airportTransferRoutes } from './routes.ts';
