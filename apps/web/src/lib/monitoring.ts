import { ERROR_REPORTING } from '@portal/contract';
import { env } from '@/config/env';
import { ApiError } from './api-client';

/**
 * Error reporting (spec 01 §8) and the tag manager, each only when configured. Sentry is a separate
 * chunk, fetched only when a DSN is set, so it costs nothing otherwise.
 */
export function startMonitoring() {
  if (env.sentryDsn) void startSentry(env.sentryDsn);
  if (env.tagManagerId) loadTagManager(env.tagManagerId);
}

async function startSentry(dsn: string) {
  const Sentry = await import('./sentry');
  Sentry.init({
    dsn,
    release: ERROR_REPORTING.release,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    environment: env.sentryEnvironment === 'production' ? 'production' : 'sandbox',
    integrations: [Sentry.browserTracingIntegration()],
    // HTTP status errors (500, 401, 403, 404, 502, 503 …) and unknown errors are not reported.
    ignoreErrors: [
      /Http failure response/i,
      /\b(401|403|404|500|502|503)\b/,
      /^Unknown Error$/i,
      /Non-Error (exception|promise rejection) captured/i,
    ],
    beforeSend(event, hint) {
      return hint.originalException instanceof ApiError ? null : event;
    },
  });
}

function loadTagManager(id: string) {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
