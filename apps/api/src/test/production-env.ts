/** The least environment a production start accepts: a real secret, the PayU endpoints and merchant, an SMS provider, a mail transport, the offers' code key and a gift-card provider. */
export const productionEnv = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-long-random-production-secret-value',
  PAYU_URL: 'https://secure.payu.in/_payment',
  PAYU_VERIFY_URL: 'https://info.payu.in/merchant/postservice.php?form=2',
  PAYU_KEY: 'merchant',
  PAYU_SALT: 'merchant-salt',
  SMS_GATEWAY_URL: 'https://sms.example/send',
  SMTP_URL: 'smtp://mail.example:587',
  OFFERS_CODE_KEY: 'a-long-random-offers-code-key',
  GIFT_CARD_PROVIDER_URL: 'https://gift-cards.example/api',
};
