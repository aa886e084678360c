import { databaseServicePlugin } from '../../plugins/database-service.ts';
import { createBookingService, type BookingService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bookings: BookingService;
  }
}

/** The shared booking core: golf, concierge, transfers, payments and ops all go through it. */
export const bookingsPlugin = databaseServicePlugin('bookings', createBookingService);
