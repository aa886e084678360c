import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

/**
 * The plugin of a module that is one service made from the database: the service, decorated on the app under
 * the module's name (how other modules reach it), registered after the database.
 */
export function databaseServicePlugin<Name extends keyof FastifyInstance & string>(
  name: Name,
  create: (db: Database) => FastifyInstance[Name] & object,
) {
  return fp(
    async (app) => {
      // The name is checked against the service's type above; fastify's own check cannot follow a generic name.
      app.decorate<object, string>(name, create(app.db));
    },
    { name, dependencies: ['database'] },
  );
}
