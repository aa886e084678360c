// The portal as apps/api/src/server.ts starts it, but with a node-postgres pool of BENCH_POOL_SIZE
// connections (server.ts keeps the default of 10), for measuring what a larger pool would give.
// BENCH_APP_ROOT picks the checkout to serve (a baseline copy, for before/after in one run).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Modules = [
  typeof import('../apps/api/src/config.ts'),
  typeof import('../apps/api/src/app.ts'),
  typeof import('../apps/api/src/db/client.ts'),
  typeof import('../apps/api/src/db/seed/seed.ts'),
];
const appRoot = process.env.BENCH_APP_ROOT ?? path.resolve(import.meta.dirname, '..');
const load = (file: string) => import(pathToFileURL(path.join(appRoot, 'apps/api/src', file)).href);
const [{ loadConfig }, { buildApp }, { openDatabase }, { seedIfEmpty }] = (await Promise.all(
  ['config.ts', 'app.ts', 'db/client.ts', 'db/seed/seed.ts'].map(load),
)) as Modules;

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: Number(process.env.BENCH_POOL_SIZE) || undefined,
});
await database.migrate();
await seedIfEmpty(database.db, { clientId: config.CLIENT_ID, projectId: config.PROJECT_ID });
const app = await buildApp(config, { database });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
await app.listen({ port: config.PORT, host: config.HOST });
app.jobs.startWorker();
