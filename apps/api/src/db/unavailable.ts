import { errorCauses } from './error-causes.ts';

/**
 * Errors that mean "the database is not there right now" (a restart, a fail-over, a network cut), not "this
 * request is wrong": answered 503 with Retry-After, and the next request tries a new connection.
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLSTATE class 08 (connection exception) and 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08P01',
  '57P01',
  '57P02',
  '57P03',
]);
const unreachableMessages =
  /Connection terminated|terminating connection|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorCauses(error)) {
    if (typeof code === 'string' && unreachableCodes.has(code)) return true;
    if (typeof message === 'string' && unreachableMessages.test(message)) return true;
  }
  return false;
}

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
