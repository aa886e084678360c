import type { AddressInfo } from 'node:net';
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { startIdleCollector } from './lib/idle-collector.ts';
import { checkDataDir, explainStartupFailure } from './lib/startup-checks.ts';

const startedAt = performance.now();
let config: Config;
let app: FastifyInstance;
try {
  config = loadConfig();
  checkDataDir(config.DATA_DIR);
  app = await buildApp(config);
} catch (error) {
  const line = explainStartupFailure(error);
  if (!line) throw error;
  console.error(line);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
app.jobs.startWorker();
// Started with --expose-gc (as npm start runs it): a burst of load's garbage is given back once the server is idle
// (decision 022). Its timer does not hold the process open.
startIdleCollector((freedBytes) => app.log.debug({ freedMb: Math.round(freedBytes / 2 ** 20) }, 'idle server: heap collected'));
const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
const database = config.DATABASE_URL ? 'PostgreSQL server' : `embedded PGlite in ${config.DATA_DIR}`;
if (cluster.isWorker) {
  // One of `npm run start:cluster`'s processes: its primary (cluster.ts) says where the portal is, once.
  console.info(`Server process ${process.pid} ready in ${Math.round(performance.now() - startedAt)} ms`);
  process.send?.({ portalListening: (app.server.address() as AddressInfo).port });
} else {
  console.info(`\nCard benefits portal ready at ${url} (${database}) in ${Math.round(performance.now() - startedAt)} ms`);
}
if (!config.isProduction && !cluster.isWorker) {
  console.info(
    `Sign in locally: Log In, enter a demo BIN from the README (Reserve: 4100 0001), any 10-digit mobile,\n` +
      `then read the one-time code at ${url}/api/dev/outbox?to=<your mobile>.\n`,
  );
}
