// The API project's globalSetup: one migrated database and one migrated and seeded, made once per run, that
// every test file's fresh database starts from (test-database.ts) instead of migrating and seeding its own.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { createDatabaseOn } from './fresh-postgres.ts';

/** The client every test calls as (test-app.ts sends these headers); the seeded template is seeded for it. */
export const clientHeaders = { 'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web' };
export const clientIds = { clientId: clientHeaders['x-client-id'], projectId: clientHeaders['x-project-id'] };

export interface DatabaseTemplates {
  /** PGlite: files holding `dumpDataDir` tarballs. PostgreSQL: names of template databases on TEST_DATABASE_URL. */
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const made = serverUrl ? await postgresTemplates(serverUrl) : await pgliteTemplates();
  project.provide('databaseTemplates', made.templates);
  return made.remove;
}

/** Migrates (and seeds) a PGlite in a folder, then dumps it at each stage. */
async function pgliteTemplates() {
  const folder = mkdtempSync(path.join(tmpdir(), 'api-test-templates-'));
  const dump = async (file: string) => {
    const client = await PGlite.create(path.join(folder, 'data', 'pglite'));
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await client.close();
  };
  const templates = { migrated: path.join(folder, 'migrated.tar'), seeded: path.join(folder, 'seeded.tar') };
  const step = async (work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<unknown>, file: string) => {
    const database = await openDatabase({ dataDir: path.join(folder, 'data') });
    await work(database);
    await database.close();
    await dump(file);
  };
  await step((database) => database.migrate(), templates.migrated);
  await step((database) => seedIfEmpty(database.db, clientIds), templates.seeded);
  rmSync(path.join(folder, 'data'), { recursive: true, force: true });
  return { templates, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

async function postgresTemplates(serverUrl: string) {
  const migrated = await createDatabaseOn(serverUrl, 'template_migrated');
  const seeded = await createDatabaseOn(serverUrl, 'template_seeded');
  for (const [created, seed] of [
    [migrated, false],
    [seeded, true],
  ] as const) {
    const database = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://' });
    await database.migrate();
    if (seed) await seedIfEmpty(database.db, clientIds);
    await database.close();
  }
  const name = (url: string) => new URL(url).pathname.slice(1);
  return {
    templates: { migrated: name(migrated.url), seeded: name(seeded.url) },
    remove: async () => {
      await migrated.drop();
      await seeded.drop();
    },
  };
}

/** A template's bytes for PGlite's `loadDataDir`. */
export const templateBlob = (file: string) => new Blob([readFileSync(file)]);
