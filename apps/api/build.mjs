// The production build of the API: src/server.ts and src/cluster.ts bundled by esbuild into dist/ as plain
// JavaScript (with the contract's TypeScript, which Node cannot run from node_modules); every other package stays
// an import of node_modules, as installed (PGlite finds its wasm next to itself, Sentry patches real modules).
// `npm start` runs it when a source is newer than the build (isApiBuildStale); `npm run build` always.
import { mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = import.meta.dirname;
export const apiDist = path.join(apiRoot, 'dist');
export const apiEntries = ['server', 'cluster'];
const sources = [path.join(apiRoot, 'src'), path.join(apiRoot, '../../packages/contract/src'), path.join(apiRoot, 'package.json')];

function newestChange(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestChange(path.join(file, entry)));
  return newest;
}

/** True when dist lacks an entry or a source (the API's, the contract's) changed after it was built. */
export function isApiBuildStale() {
  let built;
  try {
    built = Math.min(...apiEntries.map((entry) => statSync(path.join(apiDist, `${entry}.js`)).mtimeMs));
  } catch {
    return true;
  }
  return sources.some((source) => newestChange(source) > built);
}

export async function buildApi() {
  const { dependencies } = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
  const { outputFiles } = await build({
    entryPoints: apiEntries.map((entry) => path.join(apiRoot, 'src', `${entry}.ts`)),
    outdir: apiDist,
    write: false,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    sourcemap: true,
    // Mappings only: a stack trace names the source file and line; the sources' text would be parsed into the
    // server's memory at start by --enable-source-maps (decision 022).
    sourcesContent: false,
    // The packages installed beside the API are imported from node_modules at run time, not copied in.
    external: Object.keys(dependencies).filter((name) => name !== '@portal/contract'),
    logLevel: 'warning',
    legalComments: 'none',
  });
  // Each file replaced whole (written aside, then renamed): a server starting meanwhile reads the old or the new one.
  mkdirSync(apiDist, { recursive: true });
  for (const file of outputFiles) {
    const aside = `${file.path}.${process.pid}.tmp`;
    writeFileSync(aside, file.contents);
    renameSync(aside, file.path);
  }
}

if (process.argv[1] === import.meta.filename) await buildApi();
