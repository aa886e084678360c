/** Airport concierge (meet and assist): enquiries with ticket uploads, on the booking core. */
export { airportConciergeRoutes } from './routes.ts';
