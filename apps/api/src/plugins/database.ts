import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export const databasePlugin = fp<{ database: DatabaseHandle; closeOnShutdown: boolean }>(
  async (app, options) => {
    app.decorate('db', options.database.db);
    app.decorate('database', options.database);
    if (options.closeOnShutdown) app.addHook('onClose', () => options.database.close());
  },
  { name: 'database' },
);
