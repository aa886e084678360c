import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 15: the contract ships to the browser, so it holds pure schemas, rules and messages only.
 * Server-only work lives in the API's gateways: PayU hashing (the salt is secret), card-field decryption
 * and calendar files. This scan keeps it that way.
 */
const root = import.meta.dirname;
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const serverOnly: [string, RegExp][] = [
  ['Node built-in import', /from\s+['"](node:|fs['"]|path['"]|crypto['"]|os['"]|child_process['"])/],
  ['Node global', /\b(Buffer|process)\./],
  ["digest (PayU hashes are the API's)", /\.digest\(|createHash|['"]SHA-(1|256|384|512)['"]|\bsha512\b/i],
  ['decryption (only the API opens card fields)', /\.decrypt\(|createDecipheriv|['"]decrypt['"]/],
  ['calendar file (the API makes .ics)', /BEGIN:VCALENDAR|BEGIN:VEVENT|text\/calendar/],
  // Rules take `now` as an argument, so the browser and the API judge the same instant the same way.
  ['implicit clock (take `now`)', /new Date\(\)|Date\.now\(\)/],
];

describe('the contract stays browser-safe', () => {
  const files = sources(root);
  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });
  for (const [what, pattern] of serverOnly) {
    it(`contains no ${what}`, () => {
      const offenders = files.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => relative(root, file));
      expect(offenders).toEqual([]);
    });
  }
});
