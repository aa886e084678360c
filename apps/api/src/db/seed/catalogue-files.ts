import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueFileSchema, clientConfigSchema, type CatalogueFile, type ClientConfig } from '@portal/contract';
import { apiFolder } from '../../lib/api-folder.ts';

export const seedFolder = path.join(apiFolder, 'seed');

/** Reads and validates a catalogue file; the error names every problem with its path. */
export function readCatalogueFile(file: string): CatalogueFile {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const parsed = catalogueFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`).join('\n');
    throw new Error(`${file} is not a valid catalogue:\n${problems}`);
  }
  return parsed.data;
}

export function readClientConfig(file = path.join(seedFolder, 'client.json')): ClientConfig {
  return clientConfigSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

export const demoCataloguePath = path.join(seedFolder, 'catalogue.json');
