import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingKinds, bookingTypes } from './booking-kinds.ts';

/*
 * Issue 28: the registry is a kind's whole manifest, so no other source file keeps its own list of kinds. A file
 * that names three or more kinds is such a list, and a new kind would be missing from it. A kind is named by what
 * is only its own: its type, its catalogue's list and its API family. Comments are left out (a sentence may give
 * kinds as examples); tests, benchmarks and end-to-end journeys are left out too (their data names kinds on purpose).
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const registry = 'packages/contract/src/bookings/booking-kinds.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const kindNames = bookingTypes.map((type) => {
  const { catalogueRows, api } = bookingKinds[type];
  const names = [type, catalogueRows.list, api.split('/').at(-1)!];
  return { type, pattern: new RegExp(`(?<![\\w$])(${names.map(escape).join('|')})(?![\\w$])`) };
});

/** The file's code: whole-line comments (`//`, a JSDoc's `*` lines) and trailing `// ...` comments dropped. */
const codeOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .map((line) => line.replace(/\s\/\/\s.*$/, ''))
    .join('\n');

const kindsNamedIn = (file: string) => {
  const code = codeOf(readFileSync(path.join(root, file), 'utf8'));
  return kindNames.filter(({ pattern }) => pattern.test(code)).map(({ type }) => type);
};

const sourceFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z', '--', '*.ts', '*.tsx', '*.js', '*.mjs', '*.mts'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && !/(^|\/)(e2e|bench|node_modules|dist)\/|\.test\.|\.d\.m?ts$/.test(file));

describe('the registry is the only list of kinds', () => {
  it('is the one source file that names three or more kinds', () => {
    // The scan sees what it must: the registry names them all, and the catalogue and its API are among the files.
    expect(kindsNamedIn(registry)).toEqual([...bookingTypes]);
    for (const file of ['packages/contract/src/catalogue/kind-catalogues.ts', 'apps/api/src/modules/catalogue/routes.ts'])
      expect(sourceFiles).toContain(file);

    const lists = sourceFiles
      .filter((file) => file !== registry)
      .map((file) => ({ file, kinds: kindsNamedIn(file) }))
      .filter(({ kinds }) => kinds.length >= 3)
      .map(({ file, kinds }) => `${file}: ${kinds.join(', ')}`);
    expect(lists).toEqual([]);
  });
});
