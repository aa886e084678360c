import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { users } from '../db/schema/index.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { clientHeaders, clientIds } from './database-templates.ts';
import { openTestDatabase } from './test-database.ts';

export { clientHeaders };

export interface SignInOptions {
  name?: string;
  email?: string;
  role?: 'cardholder' | 'concierge' | 'admin';
  /** Cards to register, as sign-in does: through the identity service, by entered bin. */
  bins?: string[];
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** inject with the fixed client headers (and a bearer token when given). */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** A signed-in cardholder made directly in the database, for tests of other domains. */
  signInAs(mobile: string, options?: SignInOptions): Promise<{ userId: string; token: string }>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Parameters<typeof testConfig>[0] = {}): Promise<TestApp> {
  const database = await openTestDatabase({ seeded: true });
  // The seeded template already holds the seed: this finds its marker and adds nothing.
  await seedIfEmpty(database.db, clientIds);
  const app = await buildApp(testConfig(overrides), { database });
  await app.ready();
  return {
    app,
    database,
    call: ({ token, headers, ...options }) =>
      app.inject({ ...options, headers: { ...clientHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } }),
    async signInAs(mobile, options = {}) {
      const [user] = await database.db
        .insert(users)
        .values({
          mobile,
          name: options.name ?? 'Asha Rao',
          email: options.email ?? `${mobile}@example.in`,
          role: options.role ?? 'cardholder',
        })
        .onConflictDoUpdate({ target: users.mobile, set: { role: options.role ?? 'cardholder' } })
        .returning({ id: users.id });
      for (const bin of options.bins ?? []) await app.identity.addCard(user!.id, bin);
      const session = await app.sessions.open(user!.id);
      return { userId: user!.id, token: session.token };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
