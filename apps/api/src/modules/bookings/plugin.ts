import fp from 'fastify-plugin';
import { createBookingService, type BookingService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bookings: BookingService;
  }
}

/** The shared booking core: golf, concierge, transfers, payments and ops all go through it. */
export const bookingsPlugin = fp(
  async (app) => {
    app.decorate('bookings', createBookingService(app.db));
  },
  { name: 'bookings', dependencies: ['database'] },
);
