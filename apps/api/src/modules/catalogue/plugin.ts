import fp from 'fastify-plugin';
import { createCatalogueService, type CatalogueService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
  }
}

export const cataloguePlugin = fp(
  async (app) => {
    app.decorate('catalogue', createCatalogueService(app.db));
  },
  { name: 'catalogue', dependencies: ['database'] },
);
