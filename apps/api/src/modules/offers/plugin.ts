import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createOutboxEmailGateway, createSmtpEmailGateway } from '../../gateways/email/email-gateway.ts';
import { createGiftCardProvider, type SandboxGiftCardProvider } from '../../gateways/gift-cards/index.ts';
import { createUserDirectory } from '../identity/index.ts';
import { createCodeCipher } from './code-cipher.ts';
import { offerConsoleRoutes } from './console-routes.ts';
import { createOffersConsoleService, type OffersConsoleService } from './console-service.ts';
import { createOffersReadModel } from './read-model.ts';
import { offerRoutes } from './routes.ts';
import { createOffersService, GIFT_CARD_ISSUE_JOB, GIFT_CARD_RECEIPT_JOB, GIFT_CARD_SETTLE_JOB, type OffersService } from './service.ts';
import { walletRoutes } from './wallet-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    offers: OffersService & Pick<OffersConsoleService, 'merchantOf'>;
    /** The built-in gift-card sandbox, when GIFT_CARD_PROVIDER_URL is not set (its balances, for tests and demos). */
    giftCardSandbox?: SandboxGiftCardProvider;
  }
}

/** The offer service under /api/offer (issue 18): catalogue reads, redemptions with an OTP step, gift cards. */
export const offersPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const smtp = config.SMTP_URL ? createSmtpEmailGateway(config.SMTP_URL, config.MAIL_FROM) : undefined;
    if (smtp) app.addHook('onClose', async () => smtp.close());
    const email = smtp ?? createOutboxEmailGateway(app.db);
    const users = createUserDirectory(app.db);
    const cipher = createCodeCipher(config.OFFERS_CODE_KEY);
    const readModel = createOffersReadModel(app.db);
    const giftCards = createGiftCardProvider(config);
    const offers = createOffersService({
      db: app.db,
      catalogue: app.catalogue,
      sms: app.sms,
      email,
      giftCards,
      jobs: app.jobs,
      readModel,
      cipher,
      secret: config.APP_SECRET,
      settleAfterSeconds: config.GIFT_CARD_SETTLE_AFTER_SECONDS,
      pipeline: app.paymentPipeline,
      contactOf: users.contact,
      queueReceipt: app.notifications.queueReceipt,
      log: app.log,
    });
    const consoleService = createOffersConsoleService({
      db: app.db,
      catalogue: app.catalogue,
      email,
      cipher,
      written: () => readModel.invalidate(),
      inviteMerchantUser: (tx, input) => app.consoleAccounts.inviteMerchantUser(tx, input),
      contacts: (ids) => users.contacts(ids),
      awaitingPassword: (ids) => app.consoleAccounts.awaitingPassword(ids),
      reinvite: (userId) => app.consoleAccounts.reinvite(userId),
    });
    app.decorate('offers', Object.assign(offers, { merchantOf: consoleService.merchantOf }));
    app.jobs.register(GIFT_CARD_SETTLE_JOB, (payload) => offers.settleGiftCard(String(payload.gift_card_id)));
    if ('spend' in giftCards) app.decorate('giftCardSandbox', giftCards);
    // A gift card bought by card: the third purpose of the one payment pipeline, its issue job and its receipts.
    app.paymentPipeline.register('gift_card', offers.giftCardPaymentPurpose);
    app.jobs.register(GIFT_CARD_ISSUE_JOB, (payload, job) => offers.issueBoughtGiftCard(String(payload.purchase_id), job.attempts));
    app.jobs.register(GIFT_CARD_RECEIPT_JOB, (payload) => offers.sendGiftCardReceipt(String(payload.purchase_id), String(payload.channel)));
    await app.register(offerRoutes(offers, consoleService), { prefix: '/api/offer' });
    await app.register(walletRoutes(offers, config), { prefix: '/api/offer' });
    await app.register(offerConsoleRoutes(consoleService), { prefix: '/api/offer' });
  },
  { name: 'offers', dependencies: ['database', 'auth', 'catalogue', 'identity', 'jobs', 'ops', 'multipart', 'payments', 'notifications'] },
);
