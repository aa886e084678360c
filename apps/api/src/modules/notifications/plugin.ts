import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createSmsGateway } from '../../gateways/sms/index.ts';
import { createConfiguredEmailGateway } from '../../gateways/email/email-gateway.ts';
import { createBookingReads } from '../bookings/index.ts';
import { createUserDirectory } from '../identity/index.ts';
import { createNotificationService, NOTIFICATION_JOB, RECEIPT_JOB, type NotificationService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

/** Messages to cardholders on booking changes: queued with the change, sent by the job worker. */
export const notificationsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const email = createConfiguredEmailGateway(config, app.db);
    app.addHook('onClose', async () => email.close());
    const notifications = createNotificationService({
      db: app.db,
      bookings: createBookingReads(app.db),
      jobs: app.jobs,
      sms: createSmsGateway(config, app.db, app.log),
      email,
      contactOf: createUserDirectory(app.db).contact,
      client: async () => {
        const client = (await app.catalogue.current()).clients.get(config.CLIENT_ID);
        if (!client) throw new Error(`no client configuration for ${config.CLIENT_ID}`);
        return client;
      },
    });
    app.decorate('notifications', notifications);
    app.bookings.onTransition((change, tx) => notifications.onTransition(change, tx));
    app.jobs.register(NOTIFICATION_JOB, (payload) => notifications.send(payload));
    app.jobs.register(RECEIPT_JOB, (payload) => notifications.sendReceipt(payload));
  },
  { name: 'notifications', dependencies: ['database', 'catalogue', 'identity', 'bookings', 'jobs'] },
);
