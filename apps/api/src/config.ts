import path from 'node:path';
import { z } from 'zod';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '@portal/contract';

const LOCAL_SECRET = 'local-development-secret-change-me';
const LOCAL_OFFERS_CODE_KEY = 'local-offers-code-key-change-me';
const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting, parsed once. The README's settings table mirrors this schema. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    // The embedded PGlite's PostgreSQL settings over db/client.ts's small defaults, e.g. `shared_buffers=64MB,work_mem=4MB`.
    PGLITE_SETTINGS: z
      .string()
      .regex(/^\s*([a-z_]+=[^\s,=]+\s*(,\s*|$))*$/, 'a comma-separated list of name=value, e.g. shared_buffers=64MB,work_mem=4MB')
      .default(''),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//)
      .optional(),
    APP_SECRET: z.string().min(16).default(LOCAL_SECRET),
    CLIENT_ID: z.string().default('axis-benefits'),
    PROJECT_ID: z.string().default('axis-benefits-web'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Prometheus metrics (issue 31) on a port of their own, never the public one: off unless METRICS_PORT is set;
    // on this machine only unless METRICS_HOST says otherwise; with METRICS_TOKEN a scrape must bring it as a bearer.
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),
    METRICS_TOKEN: z.string().min(16).optional(),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    UPLOAD_MAX_FILE_BYTES: z.coerce.number().int().positive().default(UPLOAD_MAX_FILE_BYTES),
    UPLOAD_MAX_FILES: z.coerce.number().int().positive().default(UPLOAD_MAX_FILES),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    // Where per-address limits count on PostgreSQL: the database (every process sees the same counts) or each
    // process's memory (faster, but N processes allow N times the limit). PGlite is one process: memory always.
    RATE_LIMIT_STORE: z.enum(['database', 'memory']).default('database'),
    CSP_EXTRA_ORIGINS: z.string().default(''),
    SENTRY_DSN: z.string().optional(),
    SEED_ON_START: booleanFromEnv.default(true),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//)
      .optional(),
    MAIL_FROM: z.string().default('no-reply@localhost'),
    // Payment gateway: without PAYU_URL the built-in sandbox (same protocol, served by this server) is used.
    PAYU_URL: z.url().optional(),
    PAYU_VERIFY_URL: z.url().optional(),
    PAYU_KEY: z.string().min(1).default('sandbox-key'),
    PAYU_SALT: z.string().min(1).default('sandbox-salt'),
    // Rewards providers (issue 19): without a URL each is its built-in sandbox with a made-up inventory.
    // Tours speak Headout's partner API (its base URL, e.g. https://www.headout.com, and a pk_/tk_ key); without a
    // URL the sandbox speaks it on a loopback port of this process.
    TOURS_PROVIDER_URL: z.url().optional(),
    TOURS_PROVIDER_KEY: z.string().optional(),
    TOURS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    // Staycations: Hotelbeds APItude (https://api.test.hotelbeds.com or https://api.hotelbeds.com), its API key and
    // secret (X-Signature); without a URL the built-in sandbox speaks the same protocol on 127.0.0.1.
    HOTELS_PROVIDER_URL: z.url().optional(),
    HOTELS_PROVIDER_KEY: z.string().optional(),
    HOTELS_PROVIDER_SECRET: z.string().optional(),
    HOTELS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    HOTELS_BOOKING_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).default(600),
    // An unpaid booking holds its quota unit; after this long without a status change or a payment attempt it expires.
    UNPAID_BOOKING_EXPIRY_MINUTES: z.coerce.number().int().positive().default(120),
    SMS_GATEWAY_URL: z.url().optional(),
    SMS_GATEWAY_KEY: z.string().optional(),
    OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(100),
    // Who may say, in X-Forwarded-For, which address a request came from: nobody (false), the nearest N hops,
    // or proxies at these addresses and CIDRs. Every per-address limit counts by that address.
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((value, ctx) => {
        if (value === 'false' || value === '') return false as const;
        if (/^\d{1,2}$/.test(value)) return Number(value);
        const list = value.split(/[\s,]+/).filter(Boolean);
        const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
        if (list.every((entry) => address.test(entry))) return list;
        ctx.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY is false, a hop count, or a list of proxy addresses/CIDRs (never "true": anyone could then pick their address)',
        });
        return z.NEVER;
      }),
    // Uploaded files: on disk under DATA_DIR/uploads unless S3_BUCKET names a bucket of an S3-compatible store.
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
    // Offers (issue 18): the key voucher codes and gift-card PINs are encrypted with at rest (any long random
    // text; a key is derived from it), and the gift-card provider: the built-in sandbox unless a URL is set.
    OFFERS_CODE_KEY: z.string().min(16).default(LOCAL_OFFERS_CODE_KEY),
    GIFT_CARD_PROVIDER_URL: z.url().optional(),
    GIFT_CARD_PROVIDER_KEY: z.string().min(1).optional(),
    GIFT_CARD_SETTLE_AFTER_SECONDS: z.coerce.number().int().min(0).default(60),
    // The ledger (issue 27): a capture younger than this that is neither booked nor refunded is in flight, not an exception.
    LEDGER_GRACE_MINUTES: z.coerce.number().int().min(0).default(30),
    // Fault tests only (lib/fault-point.ts): the named step where the process kills itself, or a file naming it.
    FAULT_AT: z.string().optional(),
    FAULT_AT_FILE: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && (env.FAULT_AT || env.FAULT_AT_FILE)) {
      ctx.addIssue({
        code: 'custom',
        path: ['FAULT_AT'],
        message: 'FAULT_AT and FAULT_AT_FILE are for fault tests and refused in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.APP_SECRET === LOCAL_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'set APP_SECRET to a long random value in production' });
    }
    if (env.NODE_ENV === 'production' && env.OFFERS_CODE_KEY === LOCAL_OFFERS_CODE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['OFFERS_CODE_KEY'], message: 'set OFFERS_CODE_KEY to a long random value in production' });
    }
    if (env.NODE_ENV === 'production' && !env.GIFT_CARD_PROVIDER_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['GIFT_CARD_PROVIDER_URL'],
        message: 'set GIFT_CARD_PROVIDER_URL in production (the built-in sandbox issues made-up gift cards)',
      });
    }
    // The built-in sandbox approves any payment: production must name a real gateway and its secrets.
    if (env.NODE_ENV === 'production' && !env.PAYU_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYU_URL'],
        message: 'set PAYU_URL in production (the built-in sandbox gateway approves any payment)',
      });
    }
    if (env.NODE_ENV === 'production' && (env.PAYU_KEY === 'sandbox-key' || env.PAYU_SALT === 'sandbox-salt')) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYU_SALT'],
        message: 'set PAYU_KEY and PAYU_SALT to the merchant key and salt in production',
      });
    }
    // Without a provider, sign-in codes would be kept in the outbox table, in clear, for anyone with the database.
    if (env.NODE_ENV === 'production' && !env.SMS_GATEWAY_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_GATEWAY_URL'],
        message: 'set SMS_GATEWAY_URL in production (without it sign-in codes stay in the outbox)',
      });
    }
    // Without a mail transport, invitation and password links (and e-mailed voucher codes) would sit in the outbox
    // table in clear while the API says they were e-mailed (issue 27 finding 9).
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'set SMTP_URL in production (without it e-mailed links and codes stay in the outbox, unsent)',
      });
    }
    for (const provider of ['TOURS', 'HOTELS'] as const) {
      if (env[`${provider}_PROVIDER_URL`] && !env[`${provider}_PROVIDER_KEY`]) {
        ctx.addIssue({
          code: 'custom',
          path: [`${provider}_PROVIDER_KEY`],
          message: `set ${provider}_PROVIDER_KEY with ${provider}_PROVIDER_URL`,
        });
      }
    }
    if (env.HOTELS_PROVIDER_URL && !env.HOTELS_PROVIDER_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['HOTELS_PROVIDER_SECRET'], message: 'set HOTELS_PROVIDER_SECRET with HOTELS_PROVIDER_URL' });
    }
    if (env.PAYU_URL && !env.PAYU_VERIFY_URL) {
      ctx.addIssue({ code: 'custom', path: ['PAYU_VERIFY_URL'], message: 'set PAYU_VERIFY_URL (the postservice URL) with PAYU_URL' });
    }
    // A bucket without the rest cannot work; in production any S3 setting without the others is a mistake, not a wish for disk.
    const s3Settings = {
      S3_ENDPOINT: env.S3_ENDPOINT,
      S3_BUCKET: env.S3_BUCKET,
      S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    };
    const missing = Object.entries(s3Settings)
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length > 0 && missing.length < 4 && (env.S3_BUCKET || env.NODE_ENV === 'production')) {
      ctx.addIssue({
        code: 'custom',
        path: [missing[0]!],
        message: `S3 file store half configured: set ${missing.join(', ')} too, or unset every S3_ setting to keep files on disk`,
      });
    }
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    pgliteSettings: Object.fromEntries(
      env.PGLITE_SETTINGS.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => entry.split('=') as [string, string]),
    ),
    isProduction: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY,
    cspExtraOrigins: env.CSP_EXTRA_ORIGINS.split(/[\s,]+/).filter(Boolean),
    s3:
      env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : undefined,
  }));

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}

/** Config for tests and tools: defaults plus overrides, never the process env's secrets by accident. */
export function testConfig(overrides: Partial<Record<keyof z.input<typeof configSchema>, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
