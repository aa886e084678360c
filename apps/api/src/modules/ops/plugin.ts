import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createConfiguredEmailGateway } from '../../gateways/email/email-gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import { createBookingReads } from '../bookings/index.ts';
import { createUserDirectory } from '../identity/index.ts';
import { opsRoutes } from './routes.ts';
import { createOpsService, type OpsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Console accounts other modules make: a merchant's invited user (issue 18). */
    consoleAccounts: Pick<OpsService, 'inviteMerchantUser' | 'awaitingPassword' | 'reinvite'>;
    /** Checks the calling client's concierge desk password (its account under the client's concierge e-mail). */
    verifyConciergeDesk(clientId: string | undefined, password: string, ip: string): Promise<void>;
  }
}

/** The provider's side: staff sign-in, the queue and the staff actions; sets each paid booking's deadline. */
export const opsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const email = createConfiguredEmailGateway(config, app.db);
    app.addHook('onClose', async () => email.close());
    const ops = createOpsService({
      db: app.db,
      bookings: app.bookings,
      bookingReads: createBookingReads(app.db),
      users: createUserDirectory(app.db),
      sessions: app.sessions,
      publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      secret: config.APP_SECRET,
      email,
      log: app.log,
      // Offers registers after ops: asked when a merchant's user reads who they are.
      merchantOf: (userId) => app.offers.merchantOf(userId),
      // Payments registers after ops: read it when a detail is asked for, not now.
      refundsOf: (bookingIds) => app.payments.refundsOf(bookingIds),
    });
    app.bookings.withTransitionFields((change) => (change.event === 'pay' ? ops.deadlineOnPaid(change.booking, new Date()) : undefined));
    app.decorate('consoleAccounts', {
      inviteMerchantUser: ops.inviteMerchantUser,
      awaitingPassword: ops.awaitingPassword,
      reinvite: ops.reinvite,
    });
    app.decorate('verifyConciergeDesk', async (clientId: string | undefined, password: string, ip: string) => {
      const client = (await app.catalogue.current()).clients.get(clientId ?? '');
      if (!client) throw new AppError('NOT_FOUND');
      await ops.verifyConciergeDesk(client.concierge_email, password, ip);
    });
    await app.register(opsRoutes(ops));
  },
  { name: 'ops', dependencies: ['database', 'auth', 'catalogue', 'bookings', 'payments'] },
);
