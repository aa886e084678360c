import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { readCatalogueFile } from './catalogue-files.ts';
import { importCatalogue } from './import-catalogue.ts';

/** `npm run catalogue:import -- FILE`: validate a bank's catalogue file and upsert it. */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run catalogue:import -- path/to/catalogue.json');
  process.exit(2);
}
const config = loadConfig();
try {
  const catalogue = readCatalogueFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.oneAtATime(() => database.migrate());
  const counts = await importCatalogue(database.db, catalogue);
  await database.close();
  console.info(
    `Imported ${Object.entries(counts)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
