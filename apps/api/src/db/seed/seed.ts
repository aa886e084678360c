import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { catalogueVersion } from '../schema/index.ts';
import { demoCataloguePath, readCatalogueFile, readClientConfig } from './catalogue-files.ts';
import { importCatalogue, upsertClient } from './import-catalogue.ts';
import { importDemoOffers } from './import-offers.ts';

/**
 * First start only: loads the demo catalogue and the client configuration. A marker row makes a
 * restart (or a second process) seed nothing twice, and keeps a bank's own imported catalogue intact.
 */
export async function seedIfEmpty(db: Database, clientOverrides: { clientId: string; projectId: string }): Promise<boolean> {
  const [marker] = await db.select().from(catalogueVersion).where(eq(catalogueVersion.id, 1));
  if (marker?.seededAt) return false;
  const client = readClientConfig();
  await upsertClient(db, { ...client, client_id: clientOverrides.clientId, project_id: clientOverrides.projectId });
  await importCatalogue(db, readCatalogueFile(demoCataloguePath));
  await importDemoOffers(db);
  await db.update(catalogueVersion).set({ seededAt: new Date() }).where(eq(catalogueVersion.id, 1));
  return true;
}
