/** The catalogue module's public face: its plugin and the snapshot type other modules read. */
export { cataloguePlugin } from './plugin.ts';
export { catalogueRoutes } from './routes.ts';
export type { CatalogueService, CatalogueSnapshot } from './service.ts';
export { catalogueQueryKey, kindCatalogueRoute, sendCatalogueAnswer } from './kind-reads.ts';
