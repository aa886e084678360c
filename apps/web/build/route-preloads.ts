import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules a first visit to each of these addresses loads before its first render: the page's chunk (the route
 * table's lazy import, src/app/router.tsx), its loader and, for a shared shape, the kind's facts. The home page is
 * in the entry, which index.html lists already. e2e/request-chains.test.ts fails when a page fetches a script that
 * its answer did not list, so this table cannot fall behind the route table unseen.
 */
export const firstPageModules: Record<string, string[]> = {
  '/golf': ['src/features/golf/pages/golf-page.tsx', 'src/features/golf/pages/golf-page-data.ts'],
  '/airport-concierge-service': ['src/features/airport-concierge/pages/concierge-landing-page.tsx'],
  '/airport-transfers': ['src/features/airport-transfers/pages/airport-transfers-page.tsx'],
  '/turf': ['src/features/bookings/shapes/venue-slot/venue-slot-landing-page.tsx', '@portal/contract/turf/turf-facts'],
  '/t20': ['src/features/bookings/shapes/fixture-tickets/fixture-tickets-landing-page.tsx', '@portal/contract/t20/t20-facts'],
  '/offers': ['src/features/offers/pages/offers-page.tsx', 'src/features/offers/pages/offers-page-data.ts'],
  '/tours': ['src/features/tours/pages/tours-page.tsx', 'src/features/tours/pages/tours-page-data.ts'],
  '/staycations': ['src/features/staycations/pages/staycations-page.tsx'],
  '/expeditions': ['src/features/expeditions/pages/expeditions-page.tsx'],
  '/my-bookings': ['src/features/my-bookings/pages/my-bookings-page.tsx', 'src/features/my-bookings/pages/my-bookings-page-data.ts'],
};

/**
 * The home page, every service landing and the premium lists: what a first visit most often opens. Lighthouse
 * measures these (bench/web.mjs) and e2e/request-chains.test.ts checks each names its first render's scripts.
 */
export const firstVisitPages = ['/', ...Object.keys(firstPageModules).filter((pathname) => pathname !== '/my-bookings')];

/** The file the build writes: each address and the asset paths (`/assets/…`) its first render needs. */
export const routePreloadsFile = 'route-preloads.json';

export interface RoutePreloads {
  [pathname: string]: { scripts: string[]; styles: string[] };
}

/**
 * Writes dist/route-preloads.json (issue 31): for each address in `firstPageModules`, the chunks its first render
 * waits for and every chunk they import, less those index.html lists already. The server puts them in that page's
 * answer as `<link rel=modulepreload>`, so they download beside the entry instead of after it has run (a request chain).
 */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'portal:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entryDeps = new Set<string>();
      const visitEntry = (fileName: string) => {
        if (entryDeps.has(fileName)) return;
        entryDeps.add(fileName);
        chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visitEntry);
      };
      chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visitEntry(chunk.fileName));

      const result: RoutePreloads = {};
      for (const [pathname, modules] of Object.entries(firstPageModules)) {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          if (entryDeps.has(fileName) || scripts.has(`/${fileName}`)) return;
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (!chunk) return;
          scripts.add(`/${fileName}`);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(`/${css}`));
          chunk.imports.forEach(visit);
        };
        for (const module of modules) {
          // A package's module as the app imports it (the contract's facts), a file of the app by its path.
          const id = module.startsWith('@') ? (await this.resolve(module, path.join(root, 'index.html')))?.id : path.resolve(root, module);
          const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => id !== undefined && c.moduleIds.includes(id));
          if (!chunk) this.error(`route-preloads: ${module} (for ${pathname}) is in no chunk`);
          visit(chunk.fileName);
        }
        result[pathname] = { scripts: [...scripts], styles: [...styles] };
      }
      this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: `${JSON.stringify(result, null, 2)}\n` });
    },
  };
}
