import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { factFiles, scaffold } from './new-kind.mjs';

/*
 * Issue 28: the guide to a new kind is tested by doing it. Two throw-away kinds, one of each shape, are scaffolded
 * into a copy of the repository (its files as git sees them, sharing this checkout's node_modules), which must then
 * typecheck as it stands and pass the web's every-kind test: everything a kind needs beyond its facts is the
 * scaffolder's, and the facts it leaves are the shape's, renamed. Slow (three tsc runs): the one test of the scaffolder.
 */
const root = path.resolve(import.meta.dirname, '..');
const copy = mkdtempSync(path.join(os.tmpdir(), 'portal-new-kind-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function copyRepository() {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  execFileSync('tar', ['-cf', path.join(copy, '.files.tar'), '--null', '-T', '-'], { cwd: root, input: files.filter(Boolean).join('\0') });
  execFileSync('tar', ['-xf', '.files.tar'], { cwd: copy });
  // The installed packages are shared; the workspace's own packages point into the copy.
  mkdirSync(path.join(copy, 'node_modules', '@portal'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@portal') symlinkSync(path.join(root, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  for (const [name, dir] of [
    ['api', 'apps/api'],
    ['contract', 'packages/contract'],
    ['web', 'apps/web'],
  ] as const) {
    symlinkSync(path.join('..', '..', dir), path.join(copy, 'node_modules', '@portal', name));
  }
  for (const app of ['apps/api', 'apps/web']) {
    const own = path.join(root, app, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(copy, app, 'node_modules'));
  }
}

const typecheck = (project: string) =>
  spawnSync(process.execPath, [path.join(copy, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', project], {
    cwd: copy,
    encoding: 'utf8',
  });

describe('npm run new:kind', () => {
  it('scaffolds a venue kind and a fixture kind that typecheck, leaving at most 8 files of facts to edit', { timeout: 1_800_000 }, () => {
    copyRepository();
    const spa = scaffold({ root: copy, shape: 'venue', name: 'spa' });
    const kabaddi = scaffold({ root: copy, shape: 'fixture', name: 'kabaddi' });
    expect(spa.type).toBe('SpaEnquiry');
    expect(kabaddi.type).toBe('KabaddiEnquiry');
    expect(factFiles('spa', 'venue').length).toBeLessThanOrEqual(8);
    // Every file it asks a hand to edit exists: none is a venue kind's file named for a fixture kind.
    for (const [name, shape] of [
      ['spa', 'venue'],
      ['kabaddi', 'fixture'],
    ] as const)
      for (const fact of factFiles(name, shape)) expect(existsSync(path.join(copy, fact.split(' ')[0]!)), fact).toBe(true);

    const registry = readFileSync(path.join(copy, 'packages/contract/src/bookings/booking-kinds.ts'), 'utf8');
    expect(registry).toMatch(/export const bookingTypes = \[[^\]]*'SpaEnquiry'[^\]]*'KabaddiEnquiry'[^\]]*\]/);
    // Its catalogue is declared in the registry (its entry's rows, its row schema's line), no other list extended.
    expect(registry).toMatch(/catalogueRows: \{ list: 'spa_venues' \}/);
    expect(registry).toMatch(/catalogueRows: \{ list: 'kabaddi_fixtures', startsAt: 'starts_at' \}/);
    expect(registry).toMatch(/SpaEnquiry: spaVenueSchema,/);
    expect(registry).toMatch(/KabaddiEnquiry: kabaddiFixtureSchema,/);
    for (const made of [
      'packages/contract/src/spa/spa-enquiry.ts',
      'apps/api/src/modules/spa/kind.ts',
      'packages/contract/src/kabaddi/kabaddi-facts.ts',
    ])
      expect(existsSync(path.join(copy, made)), made).toBe(true);
    expect(JSON.parse(readFileSync(path.join(copy, 'apps/api/seed/catalogue.json'), 'utf8'))).toHaveProperty('spa_venues');
    // The shapes' code is shared: a kind of a shape brings no web feature, and no list outside the registry names it.
    expect(existsSync(path.join(copy, 'apps/web/src/features/spa'))).toBe(false);
    for (const reader of [
      'apps/web/src/app/router.tsx',
      'packages/contract/src/ops/actions.ts',
      'apps/web/src/config/paths.ts',
      'packages/contract/src/catalogue/kind-catalogues.ts',
      'apps/api/src/modules/catalogue/routes.ts',
    ])
      expect(readFileSync(path.join(copy, reader), 'utf8'), reader).not.toMatch(/\bspa\b|kabaddi/i);

    for (const project of ['packages/contract/tsconfig.json', 'apps/api/tsconfig.json', 'apps/web/tsconfig.json']) {
      const result = typecheck(project);
      expect(`${project}: ${result.stdout}${result.stderr}`).toBe(`${project}: `);
    }

    // The every-kind tests walk the new kinds through every surface as they stand: the web's, and the API's (their
    // catalogue rows go to the one catalogue table, so no migration comes first).
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
    for (const [project, file] of [
      ['web-components', 'apps/web/src/app/every-kind.test.tsx'],
      ['api', 'apps/api/src/every-kind.test.ts'],
    ] as const) {
      const run = spawnSync(
        process.execPath,
        [path.join(copy, 'node_modules/vitest/vitest.mjs'), 'run', '--project', project, '--reporter=verbose', file],
        { cwd: copy, encoding: 'utf8', env },
      );
      expect(run.status, `${file}: ${run.stdout}${run.stderr}`).toBe(0);
      for (const type of ['SpaEnquiry', 'KabaddiEnquiry']) expect(run.stdout, file).toMatch(new RegExp(`${type}\\b`));
    }
  });
});
