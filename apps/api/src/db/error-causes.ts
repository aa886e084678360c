/**
 * An error and the errors it wraps, outermost first: drizzle wraps the driver's error in its own (`cause`),
 * and what the driver says (SQLSTATE, socket code) is what tells a caller's mistake from an outage.
 */
export function* errorCauses(error: unknown, depth = 4): Generator<{ code?: unknown; message?: unknown }> {
  for (let cause: unknown = error, level = 0; cause && level < depth; cause = (cause as { cause?: unknown }).cause, level++) {
    yield cause as { code?: unknown; message?: unknown };
  }
}
