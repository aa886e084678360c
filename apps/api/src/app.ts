import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { SESSION_AUTO_EXPIRY_MINUTES } from '@portal/contract';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { stdoutLogDestination } from './lib/log-destination.ts';
import { requestLogging } from './lib/request-log.ts';
import { authPlugin } from './plugins/auth.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { databasePlugin } from './plugins/database.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { createErrorReporter } from './gateways/error-reporting/error-reporter.ts';
import { requestRulesPlugin } from './plugins/request-rules.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import { airportConciergeRoutes } from './modules/airport-concierge/index.ts';
import { createFileStore, type FileStore } from './gateways/file-store/index.ts';
import { bookingsPlugin } from './modules/bookings/index.ts';
import { unpaidExpiryPlugin } from './modules/bookings/index.ts';
import { cataloguePlugin } from './modules/catalogue/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { devRoutes } from './modules/dev/index.ts';
import { golfRoutes } from './modules/golf/index.ts';
import { turfRoutes } from './modules/turf/index.ts';
import { t20Routes } from './modules/t20/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { jobsPlugin } from './modules/jobs/index.ts';
import { airportTransferRoutes } from './modules/airport-transfers/index.ts';
import { notificationsPlugin } from './modules/notifications/index.ts';
import { opsPlugin } from './modules/ops/index.ts';
import { paymentsPlugin } from './modules/payments/index.ts';
import { cardholderBookingRoutes } from './modules/bookings/index.ts';
import { identityPlugin } from './modules/identity/index.ts';
import { ipDetailsRoutes } from './modules/ipdetails/index.ts';
import { offersPlugin } from './modules/offers/index.ts';
import { rewardsPlugin } from './modules/rewards/index.ts';
import { myBookingsRoutes } from './modules/my-bookings/index.ts';
import { ledgerPlugin } from './modules/ledger/index.ts';

export interface BuildOptions {
  /** An already-open database (tests share one per file); otherwise one is opened from config. */
  database?: DatabaseHandle;
  /** Where log lines go (tests read them); stdout otherwise. */
  logStream?: { write(line: string): void };
  /** The uploads store; the configured one otherwise (tests hand in one that fails as a full disk does). */
  fileStore?: FileStore;
}

/** Builds the whole server without listening: plugins first, then the domain modules. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Lines go to stdout asynchronously: a request queues its line and goes on; what a turn of the event loop
  // logged is written as one string, and what is left synchronously when the process exits.
  const logStream = options.logStream ?? stdoutLogDestination();
  const app = Fastify({
    ...requestLogging(logStream, config.LOG_LEVEL),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A hop count as proxy-addr's function form (Fastify's types list no number).
    trustProxy:
      typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      pgliteSettings: config.pgliteSettings,
      onIdleError: (error) => app.log.warn({ err: error }, 'database connection lost'),
    }));
  if (!options.database) {
    await database.oneAtATime(async () => {
      await database.migrate();
      if (config.SEED_ON_START) await seedIfEmpty(database.db, { clientId: config.CLIENT_ID, projectId: config.PROJECT_ID });
    });
  }

  await app.register(errorHandlerPlugin, { reporter: createErrorReporter({ dsn: config.SENTRY_DSN, production: config.isProduction }) });
  await app.register(databasePlugin, { database, closeOnShutdown: !options.database });
  await app.register(securityPlugin, { config });
  await app.register(docsPlugin);
  await app.register(cataloguePlugin);
  await app.register(requestRulesPlugin, {
    isKnownClient: (clientId, projectId) => {
      const fresh = app.catalogue.fresh();
      if (fresh) return fresh.clients.get(clientId)?.project_id === projectId;
      return app.catalogue.current().then((snapshot) => snapshot.clients.get(clientId)?.project_id === projectId);
    },
  });
  await app.register(authPlugin, { secret: config.APP_SECRET, ttlMinutes: SESSION_AUTO_EXPIRY_MINUTES });
  await app.register(metricsPlugin, { port: config.METRICS_PORT, host: config.METRICS_HOST, token: config.METRICS_TOKEN });
  // Each module plugin names what it uses (fastify-plugin `dependencies`): a wrong order fails at start.
  await app.register(identityPlugin, { config });
  await app.register(bookingsPlugin);
  await app.register(multipartPlugin, { maxFileBytes: config.UPLOAD_MAX_FILE_BYTES, maxFiles: config.UPLOAD_MAX_FILES });
  await app.register(jobsPlugin);
  await app.register(unpaidExpiryPlugin, { config });
  await app.register(paymentsPlugin, { config });
  await app.register(notificationsPlugin, { config });
  await app.register(opsPlugin, { config });
  await app.register(offersPlugin, { config });

  await app.register(healthRoutes);
  await app.register(catalogueRoutes);
  await app.register(ipDetailsRoutes);
  await app.register(cardholderBookingRoutes);
  for (const kindRoutes of [golfRoutes, turfRoutes, t20Routes]) await app.register(kindRoutes);
  await app.register(airportConciergeRoutes, { fileStore: options.fileStore ?? createFileStore(config) });
  await app.register(airportTransferRoutes);
  await app.register(rewardsPlugin, { config });
  await app.register(myBookingsRoutes);
  await app.register(ledgerPlugin, { config });
  if (!config.isProduction) await app.register(devRoutes);

  await app.register(spaPlugin);
  return app;
}
