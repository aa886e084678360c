import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { productionEnv } from './test/production-env.ts';

describe('configuration', () => {
  it('has safe local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, NODE_ENV: 'development', isProduction: false });
    expect(config.DATA_DIR).toMatch(/data$/);
  });
  it('refuses to start in production with the local default secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    const production = productionEnv;
    expect(loadConfig(production).isProduction).toBe(true);
    // Without an SMS provider, codes would sit in the outbox table in clear.
    expect(() => loadConfig({ ...production, SMS_GATEWAY_URL: undefined })).toThrow(/SMS_GATEWAY_URL/);
    // Without a mail transport, invitation and password links would sit in the outbox in clear, never sent.
    expect(() => loadConfig({ ...production, SMTP_URL: undefined })).toThrow(/SMTP_URL/);
    // Voucher codes and gift-card PINs are encrypted with OFFERS_CODE_KEY; the sandbox issues made-up gift cards.
    expect(() => loadConfig({ ...production, OFFERS_CODE_KEY: undefined })).toThrow(/OFFERS_CODE_KEY/);
    expect(() => loadConfig({ ...production, GIFT_CARD_PROVIDER_URL: undefined })).toThrow(/GIFT_CARD_PROVIDER_URL/);
  });
  it('accepts a real hotel supplier (Hotelbeds APItude) in production, with its key and its signing secret', () => {
    const hotelbeds = {
      HOTELS_PROVIDER_URL: 'https://api.test.hotelbeds.com',
      HOTELS_PROVIDER_KEY: 'key',
      HOTELS_PROVIDER_SECRET: 'secret',
    };
    expect(loadConfig({ ...productionEnv, ...hotelbeds })).toMatchObject(hotelbeds);
    expect(() => loadConfig({ ...productionEnv, ...hotelbeds, HOTELS_PROVIDER_SECRET: undefined })).toThrow(/HOTELS_PROVIDER_SECRET/);
    expect(() => loadConfig({ ...productionEnv, ...hotelbeds, HOTELS_PROVIDER_KEY: undefined })).toThrow(/HOTELS_PROVIDER_KEY/);
  });
  it('trusts no proxy by default; TRUST_PROXY takes a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY/);
  });
  it('refuses the built-in sandbox gateway and its key and salt in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'a-long-random-production-secret-value' })).toThrow(/PAYU_URL/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: 'a-long-random-production-secret-value',
        PAYU_URL: 'https://secure.payu.in/_payment',
        PAYU_VERIFY_URL: 'https://info.payu.in/merchant/postservice.php?form=2',
      }),
    ).toThrow(/PAYU_KEY and PAYU_SALT/);
  });
  it('names every bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });
});
