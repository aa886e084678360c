import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../config.ts';

const s3 = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-long-random-production-secret-value',
  PAYU_URL: 'https://secure.payu.in/_payment',
  PAYU_VERIFY_URL: 'https://info.payu.in/merchant/postservice.php?form=2',
  PAYU_KEY: 'merchant',
  PAYU_SALT: 'merchant-salt',
  SMS_GATEWAY_URL: 'https://sms.example/send',
  OFFERS_CODE_KEY: 'a-long-random-offers-code-key',
  GIFT_CARD_PROVIDER_URL: 'https://gift-cards.example/api',
};

describe('file store settings', () => {
  it('keeps files on disk without S3_BUCKET and uses the bucket with all four S3 settings', () => {
    expect(testConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'store-config-')) }).s3).toBeUndefined();
    expect(loadConfig({ ...production, ...s3 }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'uploads',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(testConfig({ ...s3, S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
      region: 'ap-south-1',
      forcePathStyle: false,
    });
  });

  it('refuses half-given S3 settings in production, naming what is missing', () => {
    expect(() => loadConfig({ ...production, S3_BUCKET: 'uploads' })).toThrow(
      'S3 file store half configured: set S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY too',
    );
    expect(() => loadConfig({ ...production, ...s3, S3_BUCKET: undefined })).toThrow(/half configured: set S3_BUCKET too/);
    expect(() => loadConfig({ ...production, ...s3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it('refuses a bucket without the rest anywhere, and leaves stray S3 settings alone outside production', () => {
    expect(() => testConfig({ S3_BUCKET: 'uploads' })).toThrow(/half configured/);
    expect(testConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toBeUndefined();
    expect(() => testConfig({ ...s3, S3_ENDPOINT: 'ftp://127.0.0.1' })).toThrow(/S3_ENDPOINT/);
  });
});
