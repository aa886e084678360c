import { databaseServicePlugin } from '../../plugins/database-service.ts';
import { createCatalogueService, type CatalogueService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
  }
}

export const cataloguePlugin = databaseServicePlugin('catalogue', createCatalogueService);
