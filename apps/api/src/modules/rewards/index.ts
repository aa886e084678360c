/** Issue 19, the rewards API: tours and activities, luxury staycations, expeditions, the cart and its one payment. */
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createHotelsSandbox, type HotelsSandbox } from '../../gateways/hotels/hotels-sandbox.ts';
import { createToursSandbox, type ToursSandbox } from '../../gateways/tours/tours-sandbox.ts';
import { createUserDirectory } from '../identity/index.ts';
import { rewardsRoutes } from './routes.ts';
import { createRewardsService, REFUND_MAX_ATTEMPTS, REWARDS_REFUND_JOB, type RewardsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rewards: RewardsService;
    /** The built-in providers, when no real one is configured (tests and demos drive them). */
    toursSandbox?: ToursSandbox;
    hotelsSandbox?: HotelsSandbox;
  }
}

export type { RewardsService } from './service.ts';

/** The rewards module: its providers (sandboxes unless configured), the service, the refund job, the routes. */
export const rewardsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    if (config.TOURS_PROVIDER_URL || config.HOTELS_PROVIDER_URL) {
      throw new Error('TOURS_PROVIDER_URL / HOTELS_PROVIDER_URL: the HTTP clients for real providers are not built yet; leave them unset');
    }
    const tours = createToursSandbox(app.db);
    const hotels = createHotelsSandbox(app.db);
    const rewards = createRewardsService({
      db: app.db,
      tours,
      hotels,
      gateway: app.paymentGateway,
      cards: async () => (await app.catalogue.current()).cards,
      enqueueRefund: async (checkoutItemId, tx) => {
        await app.jobs.enqueue(
          REWARDS_REFUND_JOB,
          { checkoutItemId },
          { tx, dedupeKey: `rewards-refund:${checkoutItemId}`, maxAttempts: REFUND_MAX_ATTEMPTS },
        );
      },
      complimentaryBookings: (userId, type) => app.bookings.listOfUser(userId, type),
      contactOf: createUserDirectory(app.db).contact,
      secret: config.APP_SECRET,
    });
    app.jobs.register(REWARDS_REFUND_JOB, async (payload, job) => rewards.refundItem(String(payload.checkoutItemId), job.attempts));
    app.decorate('rewards', rewards);
    app.decorate('toursSandbox', tours);
    app.decorate('hotelsSandbox', hotels);
    await app.register(rewardsRoutes(rewards, config));
  },
  { name: 'rewards', dependencies: ['database', 'auth', 'catalogue', 'identity', 'bookings', 'jobs', 'payments'] },
);
