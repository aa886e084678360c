/** Types for pg-server.mjs, so TypeScript tests can start a throw-away PostgreSQL server. */
export function startPostgres(): Promise<{ url: string; stop(): void }>;
