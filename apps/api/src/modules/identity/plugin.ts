import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createConfiguredEmailGateway } from '../../gateways/email/email-gateway.ts';
import { createSmsGateway, type SmsGateway } from '../../gateways/sms/index.ts';
import { createOtpService, type OtpService } from './otp-service.ts';
import { createIdentityService, type IdentityService } from './service.ts';
import { coreIdentityRoutes } from './core-routes.ts';
import { customerIdentityRoutes } from './customer-routes.ts';
import { sharedIdentityRoutes } from './shared-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
    otp: OtpService;
    sms: SmsGateway;
  }
}

/** Sign-in and account calls: the customer-service family under /api/customer, the core one under /api/core. */
export const identityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const gateway = createSmsGateway(config, app.db, app.log);
    const otp = createOtpService({
      db: app.db,
      secret: config.APP_SECRET,
      sms: gateway,
      log: app.log,
      sendsPerIpPerHour: config.OTP_SENDS_PER_IP_PER_HOUR,
    });
    app.decorate('sms', gateway);
    app.decorate('otp', otp);
    const email = createConfiguredEmailGateway(config, app.db);
    app.addHook('onClose', async () => email.close());
    app.decorate(
      'identity',
      createIdentityService({
        db: app.db,
        otp,
        sessions: app.sessions,
        catalogue: app.catalogue,
        email,
        publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
        secret: config.APP_SECRET,
        log: app.log,
      }),
    );

    await app.register(sharedIdentityRoutes, { prefix: '/api/customer', family: 'customer' });
    await app.register(sharedIdentityRoutes, { prefix: '/api/core', family: 'core' });
    await app.register(customerIdentityRoutes, { prefix: '/api/customer' });
    await app.register(coreIdentityRoutes, { prefix: '/api/core' });

    // Send records older than every window count for nothing; clear them now and then.
    const prune = setInterval(() => {
      otp.pruneSendRecords().catch((err) => app.log.warn({ err }, 'pruning OTP sends failed'));
    }, 10 * 60_000);
    prune.unref();
    app.addHook('onClose', async () => clearInterval(prune));
  },
  { name: 'identity', dependencies: ['database', 'auth', 'catalogue'] },
);
