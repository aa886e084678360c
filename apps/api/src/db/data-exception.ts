import { errorCauses } from './error-causes.ts';

/**
 * PostgreSQL's "data exception" errors (SQLSTATE class 22: a NUL in text, a number out of range, text that is
 * not a valid uuid or JSON …): the value sent was wrong, not the server. Drizzle wraps the driver's error in
 * its own, so its causes are read too.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/** The driver error carrying a class-22 SQLSTATE, if `error` is (or wraps) one. */
export function dataException(error: unknown): { code: string; message: string } | undefined {
  for (const { code, message } of errorCauses(error)) {
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return { code, message: typeof message === 'string' ? message : '' };
  }
  return undefined;
}
