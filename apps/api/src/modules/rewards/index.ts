/** Issue 19, the rewards API: tours and activities, luxury staycations, expeditions, the cart and its one payment. */
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createHotelCatalogue } from '../../gateways/hotels/hotel-catalogue.ts';
import { createHotelbedsClient } from '../../gateways/hotels/hotelbeds-client.ts';
import { startHotelsSandbox, type HotelsSandbox } from '../../gateways/hotels/hotels-sandbox.ts';
import { loadHotelContent } from '../../gateways/hotels/hotel-content-store.ts';
import { createToursSandbox, type ToursSandbox } from '../../gateways/tours/tours-sandbox.ts';
import { createHeadoutClient } from '../../gateways/tours/headout-client.ts';
import { startHeadoutSandboxServer, type HeadoutSandboxServer } from '../../gateways/tours/headout-sandbox-server.ts';
import { createUserDirectory } from '../identity/index.ts';
import { rewardsRoutes } from './routes.ts';
import { createCartPayment, FULFIL_JOB } from './cart-payment.ts';
import { createCheckoutExpiry, EXPIRY_JOB } from './checkout-expiry.ts';
import { createCartFulfilment, HOTEL_LATE_BOOKING_JOB } from './fulfil.ts';
import { createRewardsService, type RewardsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rewards: RewardsService;
    /** The built-in providers, when no real one is configured (tests and demos drive them). */
    toursSandbox?: ToursSandbox;
    hotelsSandbox?: HotelsSandbox;
    /** The tours sandbox's Headout wire protocol server (fault tests inject timeouts and 5xx through it). */
    toursSandboxServer?: HeadoutSandboxServer;
  }
}

export type { RewardsService } from './service.ts';

/** The sandbox's key, a testing key as Headout names them (`tk_`). */
const SANDBOX_KEY = 'tk_portal_sandbox';

/**
 * The rewards module: its providers (sandboxes unless configured), the service, the cart's payment as a purpose of
 * the one payment pipeline, its jobs (book a paid cart, expire an unpaid checkout), the routes.
 */
export const rewardsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    // Tours: Headout's partner API over HTTP, the real one or the built-in sandbox speaking it on a loopback port.
    const toursSandbox = config.TOURS_PROVIDER_URL ? undefined : createToursSandbox(app.db);
    const toursServer =
      toursSandbox &&
      (await startHeadoutSandboxServer({ engine: toursSandbox, db: app.db, key: config.TOURS_PROVIDER_KEY ?? SANDBOX_KEY }));
    if (toursServer) app.addHook('onClose', async () => toursServer.close());
    if (toursSandbox && config.isProduction)
      app.log.warn('TOURS_PROVIDER_URL is not set: tours are the built-in sandbox, with a made-up inventory');
    const tours = createHeadoutClient({
      baseUrl: config.TOURS_PROVIDER_URL ?? toursServer!.url,
      key: config.TOURS_PROVIDER_KEY ?? SANDBOX_KEY,
      timeoutMs: config.TOURS_PROVIDER_TIMEOUT_MS,
      log: app.log,
    });
    // Staycations: Hotelbeds APItude over HTTP, at the configured URL or at the built-in sandbox on 127.0.0.1.
    const hotelsSandbox = config.HOTELS_PROVIDER_URL
      ? undefined
      : await startHotelsSandbox(app.db, {
          apiKey: config.HOTELS_PROVIDER_KEY ?? 'sandbox-hotels-key',
          secret: config.HOTELS_PROVIDER_SECRET ?? 'sandbox-hotels-secret',
        });
    if (hotelsSandbox) app.addHook('onClose', () => hotelsSandbox.close());
    if (hotelsSandbox && config.isProduction)
      app.log.warn('HOTELS_PROVIDER_URL is not set: staycations go to the built-in sandbox supplier (made-up hotels)');
    // A real supplier's content is what `npm run hotels:import` copied; the sandbox's is its own inventory.
    const importedHotels = hotelsSandbox ? undefined : await loadHotelContent(app.db);
    if (importedHotels && importedHotels.hotels.length === 0)
      app.log.warn('HOTELS_PROVIDER_URL is set but no hotel content is imported: run npm run hotels:import, then restart');
    const hotels = createHotelbedsClient({
      db: app.db,
      catalogue: importedHotels && createHotelCatalogue(importedHotels),
      url: config.HOTELS_PROVIDER_URL ?? hotelsSandbox!.url,
      apiKey: config.HOTELS_PROVIDER_KEY ?? hotelsSandbox!.apiKey,
      secret: config.HOTELS_PROVIDER_SECRET ?? hotelsSandbox!.secret,
      timeoutMs: config.HOTELS_PROVIDER_TIMEOUT_MS,
      bookingTimeoutMs: config.HOTELS_BOOKING_TIMEOUT_MS,
    });
    const contactOf = createUserDirectory(app.db).contact;
    const now = () => new Date();
    const pipeline = app.paymentPipeline;
    const cartPayment = createCartPayment({ db: app.db, tours, hotels, jobs: app.jobs, pipeline, now });
    pipeline.register('cart_checkout', cartPayment.purpose);
    const queueReceipt = app.notifications.queueReceipt;
    const fulfil = createCartFulfilment({ db: app.db, tours, hotels, cartPayment, jobs: app.jobs, contactOf, queueReceipt });
    const expire = createCheckoutExpiry({ db: app.db, tours, hotels, now });
    app.jobs.register(FULFIL_JOB, async (payload) => fulfil(String(payload.checkoutId)));
    app.jobs.register(EXPIRY_JOB, async (payload) => expire(String(payload.checkoutId)));
    // A hotel booking refunded as failed whose confirmation may still come: cancelled at the supplier if it does.
    app.jobs.register(HOTEL_LATE_BOOKING_JOB, async (payload) => void (await hotels.cancelBooking(String(payload.orderToken))));
    // Refund jobs queued before the one pipeline: the same refund, now the pipeline's.
    app.jobs.register('rewards.refund', async (payload, job) =>
      pipeline.refund('cart_checkout', String(payload.checkoutItemId), job.attempts, job.maxAttempts),
    );
    const rewards = createRewardsService({
      db: app.db,
      tours,
      hotels,
      pipeline,
      cartPayment,
      jobs: app.jobs,
      complimentaryBookings: (userId, type) => app.bookings.listOfUser(userId, type),
      contactOf,
      queueReceipt,
      secret: config.APP_SECRET,
    });
    app.decorate('rewards', rewards);
    app.decorate('toursSandbox', toursSandbox);
    app.decorate('toursSandboxServer', toursServer);
    if (hotelsSandbox) app.decorate('hotelsSandbox', hotelsSandbox);
    await app.register(rewardsRoutes(rewards, config));
  },
  { name: 'rewards', dependencies: ['database', 'auth', 'catalogue', 'identity', 'bookings', 'jobs', 'payments', 'notifications'] },
);
