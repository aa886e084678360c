/**
 * PostgreSQL's "data exception" errors (SQLSTATE class 22: a NUL in text, a number out of range, text that is
 * not a valid uuid or JSON …): the value sent was wrong, not the server. Drizzle wraps the driver's error in
 * its own, so the causes are walked as in unavailable.ts.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/** The driver error carrying a class-22 SQLSTATE, if `error` is (or wraps) one. */
export function dataException(error: unknown): { code: string; message: string } | undefined {
  for (let cause: unknown = error, depth = 0; cause && depth < 4; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return { code, message: typeof message === 'string' ? message : '' };
  }
  return undefined;
}
