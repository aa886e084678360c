import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { PaymentGateway } from '../../gateways/payment/payment-gateway.ts';
import { createPayuGateway, httpPostCommand } from '../../gateways/payment/payu-gateway.ts';
import { createSandboxBank, type SandboxBank } from '../../gateways/payment/sandbox-bank.ts';
import { SANDBOX_PAYMENT_URL, sandboxRoutes } from '../../gateways/payment/sandbox-routes.ts';
import { createPaymentBookingReads } from '../bookings/index.ts';
import { createUserDirectory } from '../identity/index.ts';
import { acceptGatewayForms } from './gateway-return.ts';
import { paymentRoutes } from './routes.ts';
import { createPaymentPipeline, RECONCILE_JOB, REFUND_JOB, type PaymentPipeline, type PaymentPurposeName } from './pipeline.ts';
import { createPaymentService, type PaymentService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
    /** The one payment pipeline: every kind of payment (fees, carts) goes through it. */
    paymentPipeline: PaymentPipeline;
    paymentGateway: PaymentGateway;
    /** The built-in sandbox gateway, when PAYU_URL is not set. */
    paymentSandbox?: SandboxBank;
  }
}

/** Payments: the gateway (PayU or the built-in sandbox), the service, its jobs, refund listener and routes. */
export const paymentsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const merchant = { key: config.PAYU_KEY, salt: config.PAYU_SALT };
    const sandbox = config.PAYU_URL ? undefined : createSandboxBank(app.db, merchant);
    const gateway = sandbox
      ? createPayuGateway({ kind: 'sandbox', ...merchant, paymentUrl: SANDBOX_PAYMENT_URL, postCommand: (form) => sandbox.command(form) })
      : createPayuGateway({
          kind: 'payu',
          ...merchant,
          paymentUrl: config.PAYU_URL!,
          postCommand: httpPostCommand(config.PAYU_VERIFY_URL!),
        });
    const pipeline = createPaymentPipeline({
      db: app.db,
      jobs: app.jobs,
      catalogue: app.catalogue,
      gateway,
      reconcileAfterSeconds: config.PAYMENT_RECONCILE_AFTER_SECONDS,
    });
    const payments = createPaymentService({
      db: app.db,
      bookings: app.bookings,
      bookingReads: createPaymentBookingReads(app.db),
      users: createUserDirectory(app.db),
      pipeline,
      gateway,
      log: app.log,
    });
    if (sandbox && config.isProduction)
      app.log.warn('PAYU_URL is not set: payments go to the built-in sandbox gateway, which approves on request');
    app.decorate('paymentGateway', gateway);
    app.decorate('payments', payments);
    app.decorate('paymentPipeline', pipeline);
    if (sandbox) app.decorate('paymentSandbox', sandbox);

    // Jobs queued before purposes existed name a fee's payment only (`paymentId`, or just the txnid).
    const purposeOf = (payload: Record<string, unknown>) => (payload.purpose ?? 'booking_fee') as PaymentPurposeName;
    app.jobs.register(RECONCILE_JOB, async (payload, job) => {
      await pipeline.reconcile(purposeOf(payload), String(payload.txnid), job.attempts);
    });
    app.jobs.register(REFUND_JOB, async (payload, job) => {
      await pipeline.refund(purposeOf(payload), String(payload.key ?? payload.paymentId), job.attempts, job.maxAttempts);
    });
    app.bookings.onTransition(async (change, tx) => {
      if (change.to === 'declined' || change.to === 'cancelled' || change.to === 'expired') {
        await payments.queueRefund(change.booking.id, tx, `booking ${change.to.replace('_', ' ')}`);
      }
    });

    await app.register(paymentRoutes(config));
    // The sandbox gateway's own pages take the forms its checkout page posts.
    if (sandbox) {
      await app.register(async (scope) => {
        acceptGatewayForms(scope);
        await scope.register(sandboxRoutes(sandbox));
      });
    }
  },
  { name: 'payments', dependencies: ['database', 'auth', 'catalogue', 'bookings', 'jobs'] },
);
