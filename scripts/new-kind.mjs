#!/usr/bin/env node
// `npm run new:kind -- --shape venue|fixture --name spa [--root DIR]` (issue 28): scaffolds a booking kind from a
// kind of the same shape, so a new kind starts as its facts, not a copy made by hand.
//   venue   = a venue and an hour slot (turf's facts);   fixture = a fixture and tickets (T20's facts).
// The shapes' code is generic (contract `venueSlotShape`/`fixtureTicketsShape`, API `venueSlotKind`/
// `fixtureTicketsKind`, the web's `features/bookings/shapes/`), so a kind of a shape is only its facts: this copies
// the shape kind's facts (contract folder: rules' facts, page words; API module: its declaration; pictures) under
// the new names, and adds the new kind beside the shape's kind in every shared list that still names kinds (the
// registry: its entry, with its catalogue's rows, and its row schema's line in `kindRowSchemas`, since its rows
// live in the one catalogue_entries table, so no migration; the card's benefits, exports, constants and messages,
// the seed, the app's routes, the theme's picture and the hero preload). Routes, menus, icons, confirmation schemas and every list read
// the registry. Then: edit the facts it printed, and run the every-kind tests.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const shapes = {
  venue: { kind: 'turf', pascal: 'Turf', upper: 'TURF', type: 'TurfEnquiry', prefix: "'TUF'" },
  fixture: { kind: 't20', pascal: 'T20', upper: 'T20', type: 'T20Enquiry', prefix: "'T20'" },
};

/** Folders whose entries named after the shape's kind are the kind's own files. */
const ownPlaces = [
  'packages/contract/src',
  'apps/api/src/modules',
  'apps/web/src/features',
  'apps/web/public/images',
  'apps/web/src/theme/art',
];

/** Files that list every kind: the new kind is added beside the shape's kind in each. */
export const sharedFiles = [
  'packages/contract/src/bookings/booking-kinds.ts',
  'packages/contract/src/cards/card-product.ts',
  'packages/contract/src/index.ts',
  'packages/contract/src/common/constants.ts',
  'packages/contract/src/common/messages.ts',
  'packages/contract/src/common/shell-messages.ts',
  'apps/api/src/app.ts',
  'apps/api/seed/catalogue.json',
  'apps/web/public/hero-preload.js',
  'apps/web/src/theme/theme.ts',
  // Tests that name every kind's own figures.
  'apps/api/src/modules/payments/payments.test.ts',
];

/** What a hand must still give the new kind: its facts (the scaffold holds the shape's, renamed). */
export const factFiles = (name, shape = 'venue') => [
  'packages/contract/src/bookings/booking-kinds.ts (its entry: labels, fee, prefix, deadlines, confirmation, icon, home tile, menu, staff fields, catalogue rows)',
  `packages/contract/src/${name}/${name}-facts.ts (its numbers, its rules' facts, messages by key, and its pages' words)`,
  ...(shape === 'venue' ? [`packages/contract/src/${name}/${name}-constants.ts (its activities' names)`] : []),
  'packages/contract/src/common/messages.ts (its messages)',
  'packages/contract/src/common/shell-messages.ts (its next step)',
  'apps/api/seed/catalogue.json (its catalogue rows, the cards that include it)',
  "apps/web/src/theme/theme.ts (its picture's words; the picture files under apps/web/public/images)",
];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function renamer(shape, name) {
  const from = shapes[shape];
  const pascal = name.replace(/(^|[-_])(\w)/g, (_, __, c) => c.toUpperCase());
  const snake = name.replace(/-/g, '_');
  const pairs = [
    [from.prefix, `'${snake.replace(/_/g, '').slice(0, 3).toUpperCase()}'`],
    [from.type, `${pascal}Enquiry`],
    [`${from.upper}_`, `${snake.toUpperCase()}_`],
    [from.pascal, pascal],
    [from.upper, snake.toUpperCase()],
    [from.kind, name],
  ];
  const pattern = new RegExp(pairs.map(([a]) => escape(a)).join('|'), 'g');
  const to = Object.fromEntries(pairs);
  const rename = (text) => text.replace(pattern, (m) => to[m]);
  const mentions = (line) => new RegExp([from.kind, from.pascal, from.upper, from.type].map(escape).join('|')).test(line);
  return { rename, mentions, type: `${pascal}Enquiry`, snake };
}

const openers = /[[{(]\s*$|=>\s*$|:\s*$/;
const commentOnly = (line) => /^\s*(\/\/|\*|\/\*)/.test(line) || line.includes('"$comment"');

/** The last line of the block `lines[start]` opens (brackets counted, strings ignored roughly). */
function blockEnd(lines, start) {
  let depth = 0;
  for (let i = start; i < lines.length; i++) {
    const code = lines[i].replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '""');
    for (const ch of code) {
      if ('[{('.includes(ch)) depth++;
      else if (']})'.includes(ch)) depth--;
    }
    if (depth <= 0 && i > start) return i;
    if (depth <= 0 && i === start && !openers.test(lines[i])) return i;
  }
  throw new Error(`unclosed block at line ${start + 1}`);
}

/** One list element on a single line that names the shape's kind: an identifier, a string or a 'key': 'value' pair. */
function inlineElement(line, mentions) {
  const element = /('[^']*'\s*:\s*'[^']*'|'[^']*'|[\w$]+)(?=\s*[,\]}])/g;
  for (const match of line.matchAll(element)) {
    if (!mentions(match[1])) continue;
    // Only in a list of plain elements on this line (`[golfRoutes, turfRoutes]`), not inside a bigger expression.
    const open = Math.max(line.lastIndexOf('[', match.index), line.lastIndexOf('{', match.index));
    const close = line.slice(match.index).search(/[\]}]/);
    if (open < 0 || close < 0) continue;
    const list = line.slice(open + 1, match.index + close);
    if (/^\s*(('[^']*'\s*:\s*'[^']*'|'[^']*'|[\w$]+)\s*(,\s*|$))+$/.test(list)) return match;
  }
  return null;
}

/** The shared file with the new kind added beside the shape's kind wherever it is listed. */
export function addBeside(text, { rename, mentions }, json = false) {
  const lines = text.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!mentions(line) || commentOnly(line)) {
      out.push(line);
      continue;
    }
    const element = !/^\s*import\b/.test(line) && inlineElement(line, mentions);
    if (element) {
      const at = element.index + element[1].length;
      out.push(`${line.slice(0, at)}, ${rename(element[1])}${line.slice(at)}`);
      continue;
    }
    // The first line inside a call (`app.get(` then its path): the whole call is the kind's.
    let start = i;
    const previous = out.at(-1) ?? '';
    if (/\(\s*$/.test(previous) && !mentions(previous) && /^\s*[\w.]+\($/.test(previous)) {
      out.pop();
      start = i - 1;
    }
    const end = blockEnd(lines, start);
    const block = lines.slice(start, end + 1);
    const next = lines[end + 1] ?? '';
    if (/^\s*[\]}]/.test(next) && !/[,;]\s*$/.test(block.at(-1)) && !/[[{(]\s*$/.test(block.at(-1))) block[block.length - 1] += ',';
    out.push(...block, ...block.map(rename));
    // JSON takes no comma after a list's last element.
    if (json && /^\s*[\]}]/.test(next)) out[out.length - 1] = out.at(-1).replace(/,\s*$/, '');
    i = end;
  }
  return out.join('\n');
}

function ownFiles(root, kind) {
  const found = [];
  const walk = (dir, owned) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      const mine = owned || entry === kind || entry.startsWith(`${kind}-`) || entry.startsWith(`${kind}.`);
      if (statSync(full).isDirectory()) walk(full, mine);
      else if (mine && !/\.test\.tsx?$/.test(entry)) found.push(full);
    }
  };
  for (const place of ownPlaces) if (existsSync(path.join(root, place))) walk(path.join(root, place), false);
  return found;
}

export function scaffold({ root, shape, name }) {
  if (!shapes[shape]) throw new Error(`--shape is one of ${Object.keys(shapes).join(', ')}`);
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error('--name is lower case, like spa or go-karting');
  const names = renamer(shape, name);
  const created = [];
  for (const file of ownFiles(root, shapes[shape].kind)) {
    const relative = path.relative(root, file);
    const target = path.join(root, names.rename(relative));
    if (existsSync(target)) throw new Error(`${path.relative(root, target)} exists already`);
    mkdirSync(path.dirname(target), { recursive: true });
    if (/\.(avif|webp|png|jpg)$/.test(file)) copyFileSync(file, target);
    else writeFileSync(target, names.rename(readFileSync(file, 'utf8')));
    created.push(path.relative(root, target));
  }
  const edited = [];
  for (const relative of sharedFiles) {
    const file = path.join(root, relative);
    const before = readFileSync(file, 'utf8');
    const after = addBeside(before, names, relative.endsWith('.json'));
    if (after !== before) {
      writeFileSync(file, after);
      edited.push(relative);
    }
  }
  return { type: names.type, created, edited, facts: factFiles(name, shape) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { shape: { type: 'string' }, name: { type: 'string' }, root: { type: 'string' } } });
  const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'));
  const result = scaffold({ root, shape: values.shape ?? '', name: values.name ?? '' });
  console.info(`${result.type}: ${result.created.length} files made, ${result.edited.length} shared lists extended.`);
  console.info(`\nMade:\n  ${result.created.join('\n  ')}\nExtended:\n  ${result.edited.join('\n  ')}`);
  console.info(`\nNow give it its facts (the scaffold holds the ${values.shape} shape's, renamed):\n  ${result.facts.join('\n  ')}`);
  console.info('\nThen: npm run typecheck, and the every-kind tests.');
}
