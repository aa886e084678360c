import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createOutboxEmailGateway, createSmtpEmailGateway } from '../../gateways/email/email-gateway.ts';
import { createGiftCardProvider } from '../../gateways/gift-cards/index.ts';
import { createCodeCipher } from './code-cipher.ts';
import { offerRoutes } from './routes.ts';
import { createOffersService, GIFT_CARD_SETTLE_JOB, type OffersService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    offers: OffersService;
  }
}

/** The offer service under /api/offer (issue 18): catalogue reads, redemptions with an OTP step, gift cards. */
export const offersPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const smtp = config.SMTP_URL ? createSmtpEmailGateway(config.SMTP_URL, config.MAIL_FROM) : undefined;
    if (smtp) app.addHook('onClose', async () => smtp.close());
    const offers = createOffersService({
      db: app.db,
      catalogue: app.catalogue,
      sms: app.sms,
      email: smtp ?? createOutboxEmailGateway(app.db),
      giftCards: createGiftCardProvider(config),
      jobs: app.jobs,
      cipher: createCodeCipher(config.OFFERS_CODE_KEY),
      secret: config.APP_SECRET,
      settleAfterSeconds: config.GIFT_CARD_SETTLE_AFTER_SECONDS,
      log: app.log,
    });
    app.decorate('offers', offers);
    app.jobs.register(GIFT_CARD_SETTLE_JOB, (payload) => offers.settleGiftCard(String(payload.gift_card_id)));
    await app.register(offerRoutes(offers), { prefix: '/api/offer' });
  },
  { name: 'offers', dependencies: ['database', 'auth', 'catalogue', 'identity', 'jobs'] },
);
