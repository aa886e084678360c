import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What the web build writes (apps/web/build/route-preloads.ts): each address's first-render chunks and styles. */
type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/** One address's index.html with its preload links, as sent: plain, brotli and gzip. */
export interface PreloadedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const linksOf = ({ scripts, styles }: RoutePreloads[string]) =>
  [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('\n    ');

/**
 * index.html once per address of the build's route-preloads.json, with that page's chunks listed in its head
 * (issue 31: the browser fetches them beside the entry, not once the entry has run and asked for them). Built
 * and compressed once, at start; an address not listed gets index.html as it is.
 */
export function preloadedPages(distFolder: string): Map<string, PreloadedPage> {
  const pages = new Map<string, PreloadedPage>();
  const manifest = path.join(distFolder, 'route-preloads.json');
  if (!existsSync(manifest)) return pages;
  const index = readFileSync(path.join(distFolder, 'index.html'), 'utf8');
  for (const [pathname, preloads] of Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as RoutePreloads)) {
    const html = index.replace('</head>', `  ${linksOf(preloads)}\n  </head>`);
    pages.set(pathname, {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    });
  }
  return pages;
}

/** The address a request's URL names, without its query or a trailing slash. */
export const pathnameOf = (url: string) => url.split('?')[0]!.replace(/(.)\/$/, '$1');
