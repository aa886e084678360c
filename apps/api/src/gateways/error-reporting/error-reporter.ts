import * as Sentry from '@sentry/node';

/** Where unexpected server errors go: Sentry when SENTRY_DSN is set, nowhere otherwise. */
export interface ErrorReporter {
  capture(error: unknown, context: { method: string; route: string; requestId: string }): void;
  close(): Promise<void>;
}

// Spec 01 §"Error reporting": the HTTP status errors it lists are not reported (they are answers, not faults).
export const IGNORED_STATUSES = [500, 401, 403, 404, 502, 503];
export const SENTRY_RELEASE = '3.3.0';
export const SENTRY_TRACES_SAMPLE_RATE = 0.2;

export function createErrorReporter(options: { dsn?: string; production: boolean }): ErrorReporter | undefined {
  if (!options.dsn) return undefined;
  // No default integrations: they patch http, console and more, and would send request data we keep to ourselves.
  Sentry.initWithoutDefaultIntegrations({
    dsn: options.dsn,
    release: SENTRY_RELEASE,
    environment: options.production ? 'production' : 'sandbox',
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    integrations: [],
    beforeSend(event, hint) {
      const status = (hint.originalException as { statusCode?: unknown } | undefined)?.statusCode;
      return typeof status === 'number' && IGNORED_STATUSES.includes(status) ? null : event;
    },
  });
  return {
    // Only where the request went, never its headers or body (tokens, codes, card fields).
    capture: (error, context) => {
      Sentry.captureException(error, { tags: { method: context.method, route: context.route }, extra: { requestId: context.requestId } });
    },
    close: async () => {
      await Sentry.close(2000);
    },
  };
}
