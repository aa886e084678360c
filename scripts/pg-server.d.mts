/** Types for pg-server.mjs, so TypeScript tests can start a throw-away PostgreSQL server. */
export function startPostgres(options?: {
  /** How a free port is chosen; the default asks the system for one. */
  pickPort?: () => Promise<number>;
}): Promise<{
  url: string;
  /** Fast shutdown, keeping data and port (a restart's first half). */
  pause(): void;
  /** Starts it again on the same data and port. */
  resume(): void;
  stop(): void;
}>;
