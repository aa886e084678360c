import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createUnpaidExpiry } from './unpaid-expiry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    unpaidExpiry: ReturnType<typeof createUnpaidExpiry>;
  }
}

/** Expires bookings left unpaid (their quota goes back); runs as a recurring job on the job worker. */
export const unpaidExpiryPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const expiry = createUnpaidExpiry({
      db: app.db,
      bookings: app.bookings,
      jobs: app.jobs,
      log: app.log,
      afterMinutes: config.UNPAID_BOOKING_EXPIRY_MINUTES,
    });
    app.decorate('unpaidExpiry', expiry);
    app.addHook('onReady', async () => {
      await expiry.scheduleNext();
    });
  },
  { name: 'unpaid-expiry', dependencies: ['database', 'bookings', 'jobs'] },
);
